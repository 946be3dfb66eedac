import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChatAction, ChatActionStatus } from '@shared/schemas/chat';

const statusLabel: Readonly<Record<ChatActionStatus, string>> = {
  pending: 'Waiting for you',
  confirmed: 'Done',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const statusPalette: Readonly<Record<ChatActionStatus, string>> = {
  pending: 'orange',
  confirmed: 'green',
  cancelled: 'gray',
  expired: 'gray',
};

interface ActionCardProps {
  action: ChatAction;
  onDecide: (decision: 'confirm' | 'cancel') => void;
  /** Which decision is being sent for this card, if any. */
  pending?: 'confirm' | 'cancel';
}

/** A proposed change: nothing happens until Confirm. Once decided, the card says what happened. */
export function ActionCard({ action, onDecide, pending }: ActionCardProps) {
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      rounded="l2"
      p="3"
      bg="bg.subtle"
      role="group"
      aria-label={`Proposed action: ${action.summary}`}
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="medium">{action.summary}</Text>
        <Badge colorPalette={statusPalette[action.status]}>{statusLabel[action.status]}</Badge>
      </HStack>
      {action.result ? <Text color="fg.muted">{action.result.message}</Text> : null}
      {action.status === 'pending' ? (
        <HStack gap="2">
          <Button size="sm" onClick={() => onDecide('confirm')} loading={pending === 'confirm'} disabled={!!pending}>
            Confirm
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDecide('cancel')}
            loading={pending === 'cancel'}
            disabled={!!pending}
          >
            Cancel
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
