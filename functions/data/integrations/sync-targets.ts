import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * What the hourly sync visits, across all workspaces: `SYNC_TARGETS` / `<kind>#<workspaceId>#<targetId>`, one small
 * item per connected integration (kind `integration`) — and per linked bank (the bank-link feature adds its kind).
 * Written when a target is connected, deleted when it is removed; the fan-out job pages through this one partition
 * instead of scanning the table. A partition serves 3,000 reads/s, far more than an hourly read of it needs; if the
 * registry ever outgrows that, the partition key takes a shard suffix.
 */
export const syncTargetSchema = z.object({
  kind: z.string().check(z.minLength(1)),
  workspaceId: z.string(),
  targetId: z.string(),
  registeredAt: z.string(),
});
export type SyncTarget = z.infer<typeof syncTargetSchema>;

export const syncTargetEntity = defineEntity({
  type: 'SyncTarget',
  schema: syncTargetSchema,
  partitionKey: 'SYNC_TARGETS',
  sortKey: '{kind}#{workspaceId}#{targetId}',
});
