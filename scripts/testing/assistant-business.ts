import { Readable } from 'node:stream';
import type { IntegrationErrorKind } from '@shared/catalog/integration-sync-errors';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import { integrationProvider } from '@shared/catalog/integrations';
import { integrationEntity } from '../../functions/data/integrations/integrations';
import { addToDay } from '../../functions/data/kpi/kpi-days';
import { newId } from '../../functions/platform/ids';
import { markKpisChanged } from '../../functions/services/kpi/kpi-rollups';
import { importBenchStatement } from '../bench/import-bench-statement';

/**
 * The business figures the assistant's KPI, transactions and integrations tools read, written where their
 * services keep them, small enough to add up by hand (the tests say how): the dashboard's day rollups, a bank
 * statement through the real import job, and connections in each sync state.
 */

/** Adds a day's metrics to the dashboard's rollups (revenue in cents), as the rollup writers do. */
export async function kpiDay(workspaceId: string, date: string, metrics: Record<string, number>): Promise<void> {
  await addToDay(workspaceId, { date, metrics });
  await markKpisChanged(workspaceId);
}

/** A statement in Chase's business-checking layout: [date 'YYYY-MM-DD', description, dollars (negative out)]. */
export async function importStatement(workspaceId: string, rows: readonly [string, string, number][]): Promise<number> {
  const lines = ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #'];
  for (const [date, description, amount] of rows) {
    const us = `${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)}`;
    lines.push(`${amount < 0 ? 'DEBIT' : 'CREDIT'},${us},"${description}",${amount.toFixed(2)},ACH,,,`);
  }
  const { imported } = await importBenchStatement(
    workspaceId,
    Readable.from([Buffer.from(`${lines.join('\r\n')}\r\n`)]),
  );
  return imported;
}

export interface SyncState {
  provider: IntegrationProviderId;
  name?: string;
  syncStatus: 'pending' | 'syncing' | 'success' | 'failed';
  lastSyncAt: string | null;
  lastSuccessAt: string | null;
  lastError?: { kind: IntegrationErrorKind; message: string };
  isActive?: boolean;
}

/** A connection whose last sync, at `at`, succeeded. */
export const synced = (provider: IntegrationProviderId, at: string, name?: string): SyncState => ({
  provider,
  ...(name ? { name } : {}),
  syncStatus: 'success',
  lastSyncAt: at,
  lastSuccessAt: at,
});

/** A connection whose last sync, at `at`, failed with the provider's words (after a good one, or none). */
export const failing = (
  provider: IntegrationProviderId,
  at: string,
  lastSuccessAt: string | null,
  lastError: { kind: IntegrationErrorKind; message: string },
  name?: string,
): SyncState => ({
  provider,
  ...(name ? { name } : {}),
  syncStatus: 'failed',
  lastSyncAt: at,
  lastSuccessAt,
  lastError,
});

/** A connection as the integrations area stores it after its syncs went the way `state` says. */
export async function connection(workspaceId: string, state: SyncState): Promise<void> {
  const info = integrationProvider(state.provider);
  await integrationEntity.create({
    workspaceId,
    id: newId(),
    provider: state.provider,
    name: state.name ?? info.name,
    authType: info.authType,
    apiUrl: `https://${state.provider}.example.com`,
    accountId: null,
    isActive: state.isActive ?? true,
    syncStatus: state.syncStatus,
    lastSyncAt: state.lastSyncAt,
    lastSuccessAt: state.lastSuccessAt,
    lastError: state.lastError?.message ?? null,
    lastErrorKind: state.lastError?.kind ?? null,
    apiKeyHint: null,
    sandbox: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    sealedCredentials: 'sealed',
    cursor: null,
    syncCount: state.lastSuccessAt ? 1 : 0,
    syncLeaseId: null,
    syncLeaseUntil: null,
    updatedAt: state.lastSyncAt ?? '2026-11-01T00:00:00.000Z',
  });
}
