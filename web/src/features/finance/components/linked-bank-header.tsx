import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { BankAccount } from '@shared/schemas/finance';
import { RefreshCw, Unlink } from 'lucide-react';
import { formatRelative } from '../../../lib/format-date';

/** A linked bank above its accounts: when it last synced (or why it failed), Sync now and Unlink. */
export function LinkedBankHeader({
  account,
  syncing,
  onSync,
  onUnlink,
}: {
  /** Any of the link's accounts: they share the institution and the sync state. */
  account: BankAccount;
  syncing: boolean;
  /** Sync now and Unlink show only when given: for the roles that may call their routes. */
  onSync?: () => void;
  onUnlink?: () => void;
}) {
  const institution = account.institution ?? 'Linked bank';
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Box minW="0">
        <Text fontWeight="semibold">{institution}</Text>
        {account.syncError ? (
          <Text fontSize="sm" color="fg.error">
            The last sync failed: {account.syncError}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {account.lastSyncAt ? `Synced ${formatRelative(account.lastSyncAt)}` : 'First sync under way'} · syncs every
            hour
          </Text>
        )}
      </Box>
      <HStack gap="2">
        {onSync ? (
          <Button
            size="sm"
            variant="outline"
            onClick={onSync}
            loading={syncing}
            loadingText="Syncing..."
            aria-label={`Sync now (${institution})`}
          >
            <RefreshCw size={14} aria-hidden /> Sync now
          </Button>
        ) : null}
        {onUnlink ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onUnlink}
            aria-label={`Unlink (${institution})`}
          >
            <Unlink size={14} aria-hidden /> Unlink
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
}
