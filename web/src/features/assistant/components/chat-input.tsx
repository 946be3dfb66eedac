import { Button, HStack, Textarea } from '@chakra-ui/react';
import { CHAT_MESSAGE_MAX } from '@shared/assistant/message-limits';
import { Send } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useState } from 'react';

interface ChatInputProps {
  onSend: (content: string) => Promise<unknown>;
  pending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The message box: Enter sends, Shift+Enter adds a line. Nothing is sent while it is empty or whitespace, or while a
 * send is pending; the text is cleared only once the message was accepted, so a failed send loses nothing.
 */
export function ChatInput({ onSend, pending, inputRef }: ChatInputProps) {
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !pending;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim()).then(
      () => setText(''),
      () => undefined,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <HStack
      as="form"
      align="end"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask about your tasks, team or automations…"
        aria-label="Message"
        aria-describedby="chat-input-hint"
        maxLength={CHAT_MESSAGE_MAX}
        rows={2}
        autoresize
        maxH="40"
      />
      <Button type="submit" disabled={!canSend} loading={pending} aria-label="Send message">
        <Send size={16} aria-hidden />
      </Button>
    </HStack>
  );
}
