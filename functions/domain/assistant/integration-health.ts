import type { Integration } from '@shared/schemas/integration';
import type { IntegrationHealth } from './tool-results';

/**
 * How a connection is doing, in one word the assistant can answer with. Syncs run every hour, so a connection whose
 * last good sync is older than a few of them is stale even when nothing reported a failure (a stuck lease, a
 * scheduler that stopped).
 */
export const STALE_AFTER_HOURS = 3;

export function integrationHealth(
  integration: Pick<Integration, 'isActive' | 'syncStatus' | 'lastSuccessAt'>,
  now: Date,
): IntegrationHealth {
  if (!integration.isActive) return 'paused';
  if (integration.syncStatus === 'failed') return 'failing';
  if (integration.syncStatus === 'syncing') return 'syncing';
  if (!integration.lastSuccessAt) return 'never_synced';
  const hours = (now.getTime() - Date.parse(integration.lastSuccessAt)) / 3_600_000;
  return hours > STALE_AFTER_HOURS ? 'stale' : 'healthy';
}

/** Failing first, then stale, never synced, syncing, paused, healthy; by name within each. */
const ORDER: readonly IntegrationHealth[] = ['failing', 'stale', 'never_synced', 'syncing', 'paused', 'healthy'];

export function byHealth<T extends { health: IntegrationHealth; name: string }>(a: T, b: T): number {
  return ORDER.indexOf(a.health) - ORDER.indexOf(b.health) || a.name.localeCompare(b.name);
}
