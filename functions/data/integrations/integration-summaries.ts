import { integrationDataTypeIds } from '@shared/catalog/integration-data-types';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Per integration and data type: how many items there are, their total value and its revenue part (cents), kept
 * with `ADD` as items are written (`WS#<workspaceId>` / `INTSUM#<integrationId>#<dataType>`). The summary and the
 * integration's item count read these few counters, never the items.
 */
export const integrationSummaryEntity = defineWorkspaceEntity(
  'IntegrationSummary',
  z.object({
    integrationId: z.string(),
    dataType: z.enum(integrationDataTypeIds),
    count: z.number().check(z.int()),
    valueCents: z.number().check(z.int()),
    revenueCents: z.number().check(z.int()),
  }),
  'INTSUM#{integrationId}#{dataType}',
);

export type SummaryCounter = z.infer<typeof integrationSummaryEntity.schema>;

/** Adds a delta to one counter, creating it on first use. */
export async function addToSummary(
  workspaceId: string,
  counter: Pick<SummaryCounter, 'integrationId' | 'dataType'>,
  delta: Pick<SummaryCounter, 'count' | 'valueCents' | 'revenueCents'>,
): Promise<void> {
  await integrationSummaryEntity.update({ workspaceId, ...counter }, counter, { add: delta, upsert: true });
}
