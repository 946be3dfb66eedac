import * as z from 'zod';
import { defineEntity, inWorkspace } from '../platform/dynamodb/entity';

/**
 * AI messages a workspace sent in a calendar month (UTC): `WS#<workspaceId>` / `USAGE#<YYYY-MM>`, attribute
 * `aiMessages`, counted with a conditional `ADD` so the limit holds under concurrent sends. The same item and
 * attribute as the billing area's monthly usage counters (issue 14), which take this over when they land.
 */
const monthlyUsageEntity = defineEntity({
  type: 'MonthlyUsage',
  schema: z.object({ aiMessages: z.number().default(0) }),
  partitionKey: inWorkspace,
  sortKey: 'USAGE#{month}',
});

/** Counts one more message in `month`; `false` when the month already has `limit` (null: unlimited). */
export async function reserveAiMessage(workspaceId: string, month: string, limit: number | null): Promise<boolean> {
  const counted = await monthlyUsageEntity.update(
    { workspaceId, month },
    {},
    {
      add: { aiMessages: 1 },
      upsert: true,
      condition:
        limit === null
          ? undefined
          : {
              expression: 'attribute_not_exists(#counted) OR #counted < :limit',
              names: { '#counted': 'aiMessages' },
              values: { ':limit': limit },
            },
    },
  );
  return counted !== undefined;
}

/** Gives back a message that was not answered. */
export async function releaseAiMessage(workspaceId: string, month: string): Promise<void> {
  await monthlyUsageEntity.update(
    { workspaceId, month },
    {},
    {
      add: { aiMessages: -1 },
      condition: { expression: '#counted > :zero', names: { '#counted': 'aiMessages' }, values: { ':zero': 0 } },
    },
  );
}
