import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { OutboxMessage } from '@shared/schemas/automation';
import { Inbox, Mail, MessageSquare } from 'lucide-react';
import { EmptyList } from '../../../components/list-states';
import { PagedList } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/server-message';
import { useOutbox } from '../api/get-outbox';
import { RefreshButton } from './refresh-button';

const deliveryLabel = {
  outbox: 'Stored locally — not sent',
  ses: 'Sent via Amazon SES',
  sns: 'Sent via Amazon SNS',
} as const;

/** Every email and SMS the automations sent, or locally would have sent, newest first. */
export function OutboxList() {
  const outbox = useOutbox();
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Emails and text messages your automations sent. Running locally, nothing leaves this machine: messages are
          stored here instead.
        </Text>
        <RefreshButton query={outbox} size="xs" variant="outline" loadingText="Refreshing" />
      </HStack>
      <PagedList
        query={outbox}
        what="messages"
        label="Outbox messages"
        gap="2"
        loading={<Skeleton height="16" aria-label="Loading outbox" />}
        failed={(error) => (
          <Text color="fg.error">The outbox could not be loaded: {serverMessage(error) ?? error.message}</Text>
        )}
        empty={
          <EmptyList
            icon={<Inbox aria-hidden />}
            title="The outbox is empty"
            description="Messages from Send Email and Send SMS automations appear here."
          />
        }
      >
        {(message) => <OutboxRow message={message} />}
      </PagedList>
    </Stack>
  );
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  const Icon = message.channel === 'email' ? Mail : MessageSquare;
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" rounded="l2" fontSize="sm" data-testid="outbox-message">
      <HStack gap="2" wrap="wrap">
        <Icon size={16} aria-label={message.channel === 'email' ? 'Email' : 'SMS'} />
        <Text fontWeight="medium" wordBreak="break-word">
          To {message.to}
        </Text>
        <Badge size="sm" variant="outline">
          {deliveryLabel[message.delivery]}
        </Badge>
        <Text color="fg.muted" ms="auto">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Text>
      </HStack>
      {message.subject ? (
        <Text fontWeight="semibold" wordBreak="break-word">
          {message.subject}
        </Text>
      ) : null}
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {message.body}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {message.automationName === null
          ? 'From the AI Assistant, confirmed by you'
          : `From the automation “${message.automationName}”`}
      </Text>
    </Stack>
  );
}
