import { createHash } from 'node:crypto';
import { type IntegrationDataType, integrationDataTypeIds } from '@shared/catalog/integration-data-types';
import { integrationProvider } from '@shared/catalog/integrations';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { SyncedItem } from '@shared/schemas/synced-item';
import { ConnectorError } from '../../adapters/integrations/kit/connector-error';
import {
  integrationItemEntity,
  integrationItemListingEntity,
  type StoredItem,
} from '../../data/integrations/integration-items';
import { addToSummary, integrationSummaryEntity } from '../../data/integrations/integration-summaries';
import {
  acquireSyncLease,
  finishSync,
  integrationEntity,
  type StoredIntegration,
} from '../../data/integrations/integrations';
import { invoiceDueEntity } from '../../data/integrations/invoices-due';
import { overdueFrom, overdueOutlook } from '../../domain/integrations/invoice-overdue';
import {
  classifyItemChange,
  type ItemChange,
  integrationItemEvent,
  itemBusinessEvents,
  overdueInvoiceEvent,
  type SummaryDelta,
  summaryDelta,
} from '../../domain/integrations/item-change';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { UpstreamFailed } from '../../platform/errors';
import { publishEvents } from '../../platform/events';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { providerActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-log';
import { integrationTarget } from '../audit/audit-targets';
import { recordIntegrationItems } from '../kpi/kpi-rollups';
import { found } from '../workspace/not-found';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { itemEventDetail } from './item-events';
import { openConnection } from './open-integration-connection';

/**
 * Syncs one integration: the hourly worker and the Sync button run this same code.
 *
 * 1. Take the integration's sync lease (a conditional write), so it is never synced twice at once.
 * 2. Run the connector from the stored cursor; for each page it hands over, compare every item with the stored one
 *    (one BatchGetItem), write the new and changed ones with their date-ordered listings (BatchWriteItem), move the
 *    summary counters by the difference, and publish the business events the changes raise — once per item, with
 *    event ids derived from the item, so a retried page raises nothing twice.
 * 3. Record the outcome: on success the new cursor; on failure the cause (`lastError`), keeping every item already
 *    written and the old cursor, so the next sync picks up from where the last good one ended.
 *
 * `recordChanges` is the one place where every created and changed item passes (counters, events, the dashboard's
 * day rollups).
 */
export interface SyncOutcome {
  /** `running`: a manual sync found another under way (the first sync after connecting, the hourly one) and joined it. */
  status: 'synced' | 'busy' | 'running';
  created: number;
  updated: number;
  unchanged: number;
  message: string;
}

export interface SyncOptions {
  trigger: 'manual' | 'schedule';
  now?: () => Date;
}

/** A sync that outlives this lease is taken to have died; the worker's timeout is well inside it. */
const LEASE_MS = 15 * 60 * 1000;

export async function syncIntegration(workspaceId: string, id: string, options: SyncOptions): Promise<SyncOutcome> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const integration = found(await integrationEntity.get({ workspaceId, id }, { consistent: true }), 'integration');
  const providerName = integrationProvider(integration.provider).name;
  const leaseId = newId();
  const leased = await acquireSyncLease(workspaceId, id, {
    id: leaseId,
    until: new Date(started.getTime() + LEASE_MS).toISOString(),
    now: started.toISOString(),
  });
  if (!leased) {
    // The user asked for what is already happening: a second sync would only wait for the first one's lease.
    if (options.trigger === 'manual') return joinRunningSync(workspaceId, id, providerName);
    return { status: 'busy', created: 0, updated: 0, unchanged: 0, message: `${providerName} is syncing already` };
  }

  const counts = { created: 0, updated: 0, unchanged: 0 };
  try {
    const { connector, ctx } = await openConnection(workspaceId, leased, started);
    const cursor = readCursor(connector.cursorSchema, leased.cursor);
    const backfill = leased.syncCount === 0;
    const next = await connector.sync(ctx, cursor, async (items) => {
      const changes = await upsertItems(workspaceId, leased, items, now());
      for (const change of changes) counts[change.change] += 1;
      await recordChanges(workspaceId, leased, changes, { now: now(), backfill });
    });
    const finishedAt = now().toISOString();
    await finishSync(
      workspaceId,
      id,
      leaseId,
      {
        syncStatus: 'success',
        lastSyncAt: finishedAt,
        lastSuccessAt: finishedAt,
        lastError: null,
        lastErrorKind: null,
        cursor: JSON.stringify(next),
        updatedAt: finishedAt,
      },
      { syncCount: 1 },
    );
    await recordSynced(workspaceId, leased, options.trigger, counts);
    logger.info('Integration synced', { workspaceId, integrationId: id, provider: integration.provider, ...counts });
    return {
      status: 'synced',
      ...counts,
      message: `Synced ${counts.created} new and ${counts.updated} updated items from ${providerName}`,
    };
  } catch (error) {
    const failedAt = now().toISOString();
    const cause =
      error instanceof ConnectorError
        ? { kind: error.kind, message: error.message }
        : { kind: 'provider_error' as const, message: `The sync of ${providerName} stopped unexpectedly` };
    await finishSync(workspaceId, id, leaseId, {
      syncStatus: 'failed',
      lastSyncAt: failedAt,
      lastError: cause.message,
      lastErrorKind: cause.kind,
      updatedAt: failedAt,
    });
    logger.warn('Integration sync failed', {
      workspaceId,
      integrationId: id,
      provider: integration.provider,
      kind: cause.kind,
      reason: cause.message,
      ...counts,
      ...(error instanceof ConnectorError ? {} : { error: error as Error }),
    });
    // A provider's failure is the provider's (502, recorded above); anything else is ours and stays a 500.
    if (error instanceof ConnectorError) throw new UpstreamFailed(cause.message);
    throw error;
  }
}

/**
 * The answer to a Sync pressed while another sync of the connection runs: that sync is the one the user gets, and
 * its progress so far (the items its pages have counted). Its outcome shows on the connection when it ends, as any
 * sync's does.
 */
/** A scheduled sync is the provider's doing; the Sync button's is the person's (or the API key's) who pressed it. */
async function recordSynced(
  workspaceId: string,
  integration: StoredIntegration,
  trigger: SyncOptions['trigger'],
  counts: { created: number; updated: number; unchanged: number },
): Promise<void> {
  const provider = integration.provider;
  await recordAudit(workspaceId, {
    action: 'integration.synced',
    target: integrationTarget(integration),
    changes: {
      created: [null, counts.created],
      updated: [null, counts.updated],
      unchanged: [null, counts.unchanged],
    },
    ...(trigger === 'schedule' ? { actor: providerActor(provider, integrationProvider(provider).name) } : {}),
  });
}

async function joinRunningSync(workspaceId: string, integrationId: string, providerName: string): Promise<SyncOutcome> {
  const counters = await integrationSummaryEntity.queryAll({ workspaceId });
  const items = counters.filter((c) => c.integrationId === integrationId).reduce((sum, c) => sum + c.count, 0);
  return {
    status: 'running',
    created: 0,
    updated: 0,
    unchanged: 0,
    message: `${providerName} is syncing now (${items} ${items === 1 ? 'item' : 'items'} so far); the result shows here when it finishes`,
  };
}

function readCursor<C>(schema: { safeParse(value: unknown): { success: boolean; data?: C } }, stored: string | null) {
  if (!stored) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(stored));
    // A cursor the connector no longer understands (its format changed) means a full sync, never a failure.
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The item's id in this workspace: the same for every report of the same provider object. */
export function itemIdOf(integrationId: string, item: Pick<SyncedItem, 'dataType' | 'externalId'>): string {
  return createHash('sha256')
    .update(`${integrationId}\n${item.dataType}\n${item.externalId}`)
    .digest('base64url')
    .slice(0, 22);
}

export interface ItemChangeRecord {
  change: ItemChange;
  previous: StoredItem | undefined;
  next: StoredItem;
}

/** Writes the new and changed items of one page (records and listings); answers what each item was. */
async function upsertItems(
  workspaceId: string,
  integration: StoredIntegration,
  items: readonly SyncedItem[],
  now: Date,
): Promise<ItemChangeRecord[]> {
  // A provider may repeat an object within a page; its last report wins.
  const latest = new Map<string, SyncedItem>();
  for (const item of items) latest.set(itemIdOf(integration.id, item), item);
  const ids = [...latest.keys()];
  const stored = await integrationItemEntity.getMany(
    ids.map((id) => ({ workspaceId, integrationId: integration.id, id })),
  );
  const at = now.toISOString();

  const changes: ItemChangeRecord[] = [];
  const staleListings: { workspaceId: string; sortDate: string; id: string }[] = [];
  ids.forEach((id, index) => {
    const previous = stored[index];
    const item = latest.get(id)!;
    const firstSeenAt = previous?.firstSeenAt ?? at;
    const next: StoredItem = {
      ...item,
      id,
      integrationId: integration.id,
      provider: integration.provider,
      firstSeenAt,
      sortDate: item.date && item.date < firstSeenAt ? item.date : firstSeenAt,
    };
    const change = classifyItemChange(previous, item);
    if (previous && previous.sortDate !== next.sortDate)
      staleListings.push({ workspaceId, sortDate: previous.sortDate, id });
    changes.push({ change, previous, next });
  });

  const written = changes.filter((c) => c.change !== 'unchanged');
  await integrationItemEntity.putMany(written.map(({ next }) => ({ workspaceId, ...next })));
  // The listing entity stores only the fields of the item its schema lists.
  await integrationItemListingEntity.putMany(written.map(({ next }) => ({ workspaceId, ...next })));
  await integrationItemListingEntity.deleteMany(staleListings);
  return changes;
}

/**
 * The one place every created and changed item of a sync passes through: the summary counters move by the
 * difference each change makes, the business events the changes raise are published, and the dashboard's day
 * rollups move.
 */
async function recordChanges(
  workspaceId: string,
  integration: StoredIntegration,
  changes: readonly ItemChangeRecord[],
  context: { now: Date; backfill: boolean },
): Promise<void> {
  const changed = changes.filter((c) => c.change !== 'unchanged');
  const deltas = new Map<IntegrationDataType, SummaryDelta>();
  for (const { previous, next } of changed) {
    const delta = summaryDelta(previous, next);
    const sum = deltas.get(delta.dataType);
    deltas.set(
      delta.dataType,
      sum
        ? {
            ...sum,
            count: sum.count + delta.count,
            valueCents: sum.valueCents + delta.valueCents,
            revenueCents: sum.revenueCents + delta.revenueCents,
          }
        : delta,
    );
  }
  for (const dataType of integrationDataTypeIds) {
    const delta = deltas.get(dataType);
    if (delta && (delta.count || delta.valueCents || delta.revenueCents)) {
      await addToSummary(
        workspaceId,
        { integrationId: integration.id, dataType },
        { count: delta.count, valueCents: delta.valueCents, revenueCents: delta.revenueCents },
      );
    }
  }

  const source = { integrationId: integration.id, providerName: integrationProvider(integration.provider).name };
  const overdue = await watchDueDates(workspaceId, changed, context);
  const events: BusinessEventDetail[] = changed.flatMap(({ previous, next }) =>
    [
      ...itemBusinessEvents(previous, next, { ...context, defaultCurrency: 'USD' }),
      ...[integrationItemEvent(previous, next, { ...context, ...source })].filter((e) => e !== undefined),
      ...(overdue.has(next.id) ? [overdueInvoiceEvent(next, source)] : []),
    ].map((event) => itemEventDetail(workspaceId, next, event, context.now)),
  );
  await publishEvents(events);
  await recordIntegrationItems(
    workspaceId,
    changed.map(({ previous, next }) => ({ id: next.id, before: previous, after: next })),
  );
}

/**
 * 'Invoice overdue' as a sync sees it (`invoice-overdue.ts`): the changed invoices already overdue that were not known
 * to be (answered, to fire now), and the unpaid ones whose due day is still to pass, put in the due-date registry for
 * the every-minute job (`services/automations/overdue-invoices.ts`). The workspace's zone is read only for a page
 * that has invoices with due days.
 */
async function watchDueDates(
  workspaceId: string,
  changed: readonly ItemChangeRecord[],
  context: { now: Date; backfill: boolean },
): Promise<Set<string>> {
  const overdue = new Set<string>();
  const invoices = changed.filter(({ next }) => next.dataType === 'invoice' && next.dueDate);
  if (!invoices.length) return overdue;
  const timeZone = await workspaceTimeZone(workspaceId);
  const today = dateInZone(context.now, timeZone);
  const watched = [];
  for (const { previous, next } of invoices) {
    const outlook = overdueOutlook(previous, next, { today, backfill: context.backfill });
    if (outlook === 'fire') overdue.add(next.id);
    if (outlook === 'watch' && next.dueDate) {
      const { integrationId, id: itemId, dueDate } = next;
      const overdueAt = overdueFrom(dueDate, timeZone).toISOString();
      watched.push({ overdueAt, dueDate, workspaceId, integrationId, itemId });
    }
  }
  await invoiceDueEntity.putMany(watched);
  return overdue;
}
