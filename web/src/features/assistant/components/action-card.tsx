import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChatAction, ChatActionStatus } from '@shared/schemas/assistant';
import { useCanCall } from '../../../lib/use-can';

/** How each status shows on the card's badge. */
const statusBadge: Readonly<Record<ChatActionStatus, { label: string; palette: string }>> = {
  pending: { label: 'Waiting for you', palette: 'orange' },
  confirmed: { label: 'Done', palette: 'green' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  expired: { label: 'Expired', palette: 'gray' },
};

interface ActionCardProps {
  action: ChatAction;
  onDecide: (decision: 'confirm' | 'cancel') => void;
  /** Which decision is being sent for this card, if any. */
  pending?: 'confirm' | 'cancel';
}

/**
 * A proposed change: nothing happens until Confirm. Once decided, the card says what happened. Confirm only for the
 * roles that may act through the assistant (`assistant.act`); the others may still dismiss it.
 */
export function ActionCard({ action, onDecide, pending }: ActionCardProps) {
  const canConfirm = useCanCall('confirmChatAction');
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
        <Badge colorPalette={statusBadge[action.status].palette}>{statusBadge[action.status].label}</Badge>
      </HStack>
      {action.result ? <Text color="fg.muted">{action.result.message}</Text> : null}
      {action.status === 'pending' ? (
        <HStack gap="2" wrap="wrap">
          {canConfirm ? (
            <Button size="sm" onClick={() => onDecide('confirm')} loading={pending === 'confirm'} disabled={!!pending}>
              Confirm
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Your role cannot make changes through the assistant.
            </Text>
          )}
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
