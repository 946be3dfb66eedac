import { integrationDataTypeIds } from '@shared/catalog/integration-data-types';
import { centsToDollars } from '@shared/format/money';
import type { IntegrationDataPage, IntegrationDataSummary } from '@shared/schemas/integration';
import { integrationItemListingEntity } from '../../data/integrations/integration-items';
import { integrationSummaryEntity } from '../../data/integrations/integration-summaries';
import { integrationEntity } from '../../data/integrations/integrations';

/**
 * What the workspace's integrations synced: the items newest first, a page at a time (the cursor is bound to the
 * workspace), and the count and totals per data type from the summary counters. Items and counters of a connection
 * removed a moment ago are left out, while the worker is still deleting them.
 */
async function connectedIds(workspaceId: string): Promise<Set<string>> {
  const integrations = await integrationEntity.queryAll({ workspaceId });
  return new Set(integrations.map((i) => i.id));
}

export async function listIntegrationData(
  workspaceId: string,
  page: { limit: number; cursor?: string },
): Promise<IntegrationDataPage> {
  const [listings, connected] = await Promise.all([
    integrationItemListingEntity.query({ workspaceId }, { limit: page.limit, cursor: page.cursor, newestFirst: true }),
    connectedIds(workspaceId),
  ]);
  return {
    items: listings.items
      .filter((item) => connected.has(item.integrationId))
      .map(({ valueCents, sortDate: _sortDate, ...item }) => ({
        ...item,
        value: valueCents === null ? null : centsToDollars(valueCents),
      })),
    cursor: listings.cursor ?? null,
    nextCursor: listings.cursor ?? null,
  };
}

export async function integrationDataSummary(workspaceId: string): Promise<IntegrationDataSummary> {
  const [counters, connected] = await Promise.all([
    integrationSummaryEntity.queryAll({ workspaceId }),
    connectedIds(workspaceId),
  ]);
  const totals = new Map<string, { count: number; valueCents: number; revenueCents: number }>();
  for (const counter of counters) {
    if (!connected.has(counter.integrationId)) continue;
    const total = totals.get(counter.dataType) ?? { count: 0, valueCents: 0, revenueCents: 0 };
    total.count += counter.count;
    total.valueCents += counter.valueCents;
    total.revenueCents += counter.revenueCents;
    totals.set(counter.dataType, total);
  }
  return integrationDataTypeIds.flatMap((dataType) => {
    const total = totals.get(dataType);
    if (!total || total.count <= 0) return [];
    return [
      {
        dataType,
        count: total.count,
        totalValue: centsToDollars(total.valueCents),
        revenue: centsToDollars(total.revenueCents),
      },
    ];
  });
}
