import { Alert, Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { integrationDataTypeInfo } from '@shared/catalog/integration-data-types';
import { integrationErrorHint } from '@shared/catalog/integration-sync-errors';
import type { IntegrationProvider } from '@shared/catalog/integrations';
import type { Integration, IntegrationSyncStatus } from '@shared/schemas/integration';
import { type LucideIcon, PlugZap, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteButton } from '../../../components/delete-button';
import { formatRelative } from '../../../lib/format-date';

const statusBadge: Readonly<Record<IntegrationSyncStatus, { label: string; palette: string }>> = {
  pending: { label: 'Not synced yet', palette: 'gray' },
  syncing: { label: 'Syncing', palette: 'blue' },
  success: { label: 'Synced', palette: 'green' },
  failed: { label: 'Sync Failed', palette: 'red' },
};

const count = new Intl.NumberFormat('en-US');

export interface IntegrationCardProps {
  provider: IntegrationProvider;
  /** The workspace's connection to this provider, if it has one. */
  integration: Integration | undefined;
  /** The connect dialog's trigger, for a provider not connected yet. */
  connect: ReactNode;
  /** Test, Sync and Remove show only when given: for the roles that may call their routes. */
  onTest?: (integration: Integration) => void;
  onSync?: (integration: Integration) => void;
  onRemove?: (integration: Integration) => void;
  testing: boolean;
  syncing: boolean;
  now?: Date;
}

/**
 * One provider of the catalogue: what it syncs and, once connected, the connection's health — sync status, last
 * sync and last success, item count, the next scheduled sync, and the last error with what to do about it — with
 * Test, Sync and Remove.
 */
export function IntegrationCard({
  provider,
  integration,
  connect,
  onTest,
  onSync,
  onRemove,
  testing,
  syncing,
  now = new Date(),
}: IntegrationCardProps) {
  const dataTypes = provider.dataTypes.map((type) => integrationDataTypeInfo(type).label).join(', ');
  return (
    <Card.Root as="li" size="sm" variant="outline" aria-label={provider.name} data-testid="integration-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Text as="h2" fontWeight="semibold">
              {integration && integration.name !== provider.name
                ? `${integration.name} (${provider.name})`
                : provider.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {provider.description}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Syncs: {dataTypes}
            </Text>
          </Stack>
          <HStack gap="1" wrap="wrap" justify="end">
            {integration?.sandbox ? (
              <Badge colorPalette="orange" variant="subtle">
                Sandbox
              </Badge>
            ) : null}
            <Badge colorPalette={integration ? 'green' : 'gray'} variant={integration ? 'subtle' : 'outline'}>
              {integration ? 'Connected' : 'Not connected'}
            </Badge>
          </HStack>
        </HStack>
        {integration ? <SyncHealth integration={integration} now={now} syncing={syncing} /> : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {integration ? (
          <>
            {onTest ? (
              <CardAction icon={PlugZap} busy={testing} busyText="Testing..." onClick={() => onTest(integration)}>
                Test
              </CardAction>
            ) : null}
            {onSync ? (
              <CardAction icon={RefreshCw} busy={syncing} busyText="Syncing..." onClick={() => onSync(integration)}>
                Sync
              </CardAction>
            ) : null}
            {onRemove ? (
              <DeleteButton size="sm" label={`Remove ${provider.name}`} onClick={() => onRemove(integration)}>
                Remove
              </DeleteButton>
            ) : null}
          </>
        ) : (
          connect
        )}
      </Card.Footer>
    </Card.Root>
  );
}

interface CardActionProps {
  icon: LucideIcon;
  busy: boolean;
  /** What the button says while busy: 'Testing...'. */
  busyText: string;
  onClick: () => void;
  children: string;
}

function CardAction({ icon: Icon, busy, busyText, onClick, children }: CardActionProps) {
  return (
    <Button size="sm" variant="outline" onClick={onClick} loading={busy} loadingText={busyText}>
      <Icon size={14} aria-hidden />
      {children}
    </Button>
  );
}

function SyncHealth({ integration, now, syncing }: { integration: Integration; now: Date; syncing: boolean }) {
  const badge = statusBadge[syncing ? 'syncing' : integration.syncStatus];
  const when = (iso: string | null, never: string) => (iso ? formatRelative(iso, now) : never);
  return (
    <Stack gap="2" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={badge.palette}>{badge.label}</Badge>
        <Text color="fg.muted">
          {count.format(integration.itemCount)} {integration.itemCount === 1 ? 'item' : 'items'}
        </Text>
      </HStack>
      <Text color="fg.muted">
        Last sync: {when(integration.lastSyncAt, 'Never')} · Last success: {when(integration.lastSuccessAt, 'Never')}
        {integration.nextSyncAt ? ` · Next sync: ${formatRelative(integration.nextSyncAt, now)}` : ''}
      </Text>
      {integration.syncStatus === 'failed' && integration.lastError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{integration.lastError}</Alert.Title>
            {integration.lastErrorKind ? (
              <Alert.Description>
                {integrationErrorHint(integration.lastErrorKind, integration.authType)}
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
