import { Button, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { suggestedPrompts } from '@shared/catalog/assistant-prompts';
import type { ChatMessage as Message } from '@shared/schemas/assistant';
import { MessageSquare, Trash2 } from 'lucide-react';
import { type DependencyList, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AiOffNotice } from '../../../components/ai-off-notice';
import { ConfirmedAction } from '../../../components/confirm-dialog';
import { EmptyList, LoadingList } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { QueryStates } from '../../../components/query-states';
import { notifyFailure } from '../../../lib/mutation-toasts';
import { useAiEnabled } from '../../../lib/use-can';
import { useClearChat } from '../api/clear-chat';
import { type ActionDecision, useDecideChatAction } from '../api/decide-chat-action';
import { fetchOlderMessages, useChatMessages } from '../api/get-chat-messages';
import { useSendChatMessage } from '../api/send-chat-message';
import { ChatInput } from './chat-input';
import { ChatMessage } from './chat-message';

/**
 * The AI Assistant screen: the conversation (older pages on request), the four suggested prompts while it is
 * empty, the 'Thinking' indicator while an answer is pending, action cards, and 'Clear conversation'. The view
 * opens at the newest message and stays there as answers arrive, unless the user scrolled up to read; the input
 * keeps focus after sending.
 */
export function ChatPage() {
  const history = useChatMessages();
  const sendMessage = useSendChatMessage();
  const aiEnabled = useAiEnabled();
  const decide = useDecideChatAction();
  const clear = useClearChat();
  const [older, setOlder] = useState<{ messages: Message[]; cursor: string | null }>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const latest = history.data?.items ?? [];
  const messages = [...(older?.messages ?? []), ...latest];
  const olderCursor = older ? older.cursor : (history.data?.cursor ?? null);

  const { conversationRef, listRef, onScroll, pin } = usePinnedToBottom([latest.length, sendMessage.isPending]);

  const send = async (content: string) => {
    // Sending is reading the newest: the view goes to the bottom and follows the answer.
    pin();
    try {
      await sendMessage.mutateAsync(content);
    } finally {
      inputRef.current?.focus();
    }
  };

  const showOlder = async () => {
    if (!olderCursor) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderMessages(olderCursor);
      setOlder({ messages: [...page.items, ...(older?.messages ?? [])], cursor: page.cursor });
    } catch (error) {
      notifyFailure(error, 'Failed to load earlier messages.');
    } finally {
      setLoadingOlder(false);
    }
  };

  const onDecide = (decision: ActionDecision) => decide.mutate(decision);

  return (
    <Stack gap="4" h="full">
      <PageHeader
        title="AI Assistant"
        description="Answers from your own tasks, team and automations. Changes happen only when you confirm them."
        actions={
          messages.length ? (
            <ConfirmedAction
              trigger={(ask) => (
                <Button variant="outline" size="sm" onClick={ask}>
                  <Trash2 size={16} aria-hidden /> Clear conversation
                </Button>
              )}
              title="Clear conversation?"
              description="Every message in this conversation will be deleted, and proposals you have not confirmed are withdrawn."
              confirmLabel="Clear conversation"
              mutation={clear}
            />
          ) : null
        }
      />

      <QueryStates
        query={history}
        loading={<LoadingList label="Loading the conversation" count={3} height="14" />}
        failed="The conversation could not be loaded"
        isEmpty={messages.length === 0 && !sendMessage.isPending}
        empty={
          <EmptyList
            icon={<MessageSquare aria-hidden />}
            title="Ask me about your business"
            description={
              aiEnabled
                ? "I answer from your workspace's data and say where a figure comes from. Try one of these:"
                : "I answer from your workspace's data and say where a figure comes from."
            }
            action={
              aiEnabled ? (
                <Wrap justify="center" gap="2">
                  {suggestedPrompts.map((prompt) => (
                    <Button
                      key={prompt}
                      size="sm"
                      variant="outline"
                      // A button keeps its label on one line; a prompt longer than a phone is wide wraps instead.
                      whiteSpace="normal"
                      h="auto"
                      minH="8"
                      py="1.5"
                      maxW="full"
                      onClick={() => void send(prompt).catch(() => undefined)}
                    >
                      {prompt}
                    </Button>
                  ))}
                </Wrap>
              ) : (
                <AiOffNotice />
              )
            }
          />
        }
      >
        {() => (
          <Stack
            ref={conversationRef}
            onScroll={onScroll}
            gap="4"
            flex="1"
            overflowY="auto"
            aria-live="polite"
            aria-label="Conversation"
            minH="0"
          >
            {olderCursor ? (
              <Button size="xs" variant="ghost" alignSelf="center" onClick={showOlder} loading={loadingOlder}>
                Show earlier messages
              </Button>
            ) : null}
            <Stack as="ol" ref={listRef} gap="4" listStyleType="none">
              {messages.map((message) => (
                <ChatMessage
                  key={message.id}
                  message={message}
                  onDecide={onDecide}
                  deciding={decide.isPending ? decide.variables : undefined}
                />
              ))}
            </Stack>
            {sendMessage.isPending ? (
              <HStack gap="2" color="fg.muted" role="status">
                <Spinner size="sm" />
                <Text>Thinking</Text>
              </HStack>
            ) : null}
          </Stack>
        )}
      </QueryStates>

      {aiEnabled ? (
        <Stack gap="1">
          <ChatInput onSend={send} pending={sendMessage.isPending} inputRef={inputRef} />
          <Text id="chat-input-hint" fontSize="xs" color="fg.muted">
            Enter sends · Shift+Enter adds a line
          </Text>
        </Stack>
      ) : messages.length ? (
        <AiOffNotice />
      ) : null}
    </Stack>
  );
}

/** How close to the bottom (in pixels) still counts as reading the newest message. */
const PINNED_WITHIN = 48;

/**
 * Keeps a scrolling list at its bottom while the user is there: when it first shows, when `changes` change (a new
 * message, the pending indicator) and when its content grows (an answer's markdown renders after a lazy load). A user
 * who scrolls up to read is left where they are until they come back down or send a message (`pin`).
 */
function usePinnedToBottom(changes: DependencyList) {
  const conversationRef = useRef<HTMLDivElement>(null);
  // Chakra types the list's ref as its default element's; any element can be observed.
  const listRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  const toBottom = useCallback(() => {
    const el = conversationRef.current;
    if (el && pinned.current) el.scrollTo?.({ top: el.scrollHeight });
  }, []);

  const onScroll = useCallback(() => {
    const el = conversationRef.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight <= PINNED_WITHIN;
  }, []);

  const pin = useCallback(() => {
    pinned.current = true;
    toBottom();
  }, [toBottom]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's changes are what moves the bottom
  useLayoutEffect(toBottom, changes);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toBottom);
    observer.observe(list);
    return () => observer.disconnect();
  });

  return { conversationRef, listRef, onScroll, pin };
}
