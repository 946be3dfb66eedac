import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChatRole, ChatMessage as Message } from '@shared/schemas/assistant';
import { Bot, User } from 'lucide-react';
import { formatDateTime } from '../../../lib/format-date';
import type { ActionDecision } from '../api/decide-chat-action';
import { ActionCard } from './action-card';
import { AssistantMarkdown } from './assistant-markdown';
import { MessageSources } from './message-sources';

interface ChatMessageProps {
  message: Message;
  onDecide: (decision: ActionDecision) => void;
  deciding?: ActionDecision;
}

/** How the two sides of the conversation show: who speaks, the side their messages sit on, and their bubble. */
const speakers = {
  user: { name: 'You', Icon: User, side: 'end', bubble: { bg: 'colorPalette.solid', color: 'colorPalette.contrast' } },
  assistant: { name: 'Assistant', Icon: Bot, side: 'start', bubble: { bg: 'bg.muted', color: 'fg' } },
} as const satisfies Record<ChatRole, unknown>;

/** One message: the user's as typed (plain text), the assistant's as markdown with its engine, sources and cards. */
export function ChatMessage({ message, onDecide, deciding }: ChatMessageProps) {
  const mine = message.role === 'user';
  const { name, Icon, side, bubble } = speakers[message.role];
  return (
    <Stack as="li" gap="1" align={side} aria-label={name}>
      {/* On a phone the time moves under the sender whole, rather than leaving its 'PM' on a line of its own. */}
      <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap" justify={side}>
        <Icon size={14} aria-hidden />
        <Text>{name}</Text>
        {message.engine ? (
          <Badge size="sm" variant="outline">
            {message.engine}
          </Badge>
        ) : null}
        <time dateTime={message.createdAt} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(message.createdAt)}
        </time>
      </HStack>
      <Box maxW={{ base: '100%', md: '85%' }} px="4" py="2" rounded="l3" {...bubble} colorPalette="blue">
        {mine ? <Text whiteSpace="pre-wrap">{message.content}</Text> : <AssistantMarkdown content={message.content} />}
      </Box>
      {message.actions.length ? (
        <Stack gap="2" w={{ base: '100%', md: '85%' }}>
          {message.actions.map((action) => (
            <ActionCard
              key={action.id}
              action={action}
              onDecide={(decision) => onDecide({ id: action.id, decision })}
              pending={deciding?.id === action.id ? deciding.decision : undefined}
            />
          ))}
        </Stack>
      ) : null}
      {mine ? null : <MessageSources sources={message.sources} />}
    </Stack>
  );
}
