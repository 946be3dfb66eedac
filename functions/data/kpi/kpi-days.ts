import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The dashboard's day rollups and revenue pairs, in the workspace partition:
 * - `KPIDAY#<YYYY-MM-DD>`: one item per day, one numeric attribute per metric (`leads`, `revenue.apps.add_ons`,
 *   `ttc.120`…), moved only with `ADD`, so concurrent writers never overwrite each other. Metric names are dynamic
 *   and dotted, which the entity helper's expressions do not take, so the two writes here build their own;
 * - `KPIINV#<YYYY-MM-DD>#<itemId>`: a paid invoice the matching may pair (`amountCents`, `depositId` or null);
 * - `KPIDEP#<depositId>`: the claim that pairs a deposit with one invoice, created only if absent, so a deposit is
 *   never paired twice.
 */
export const kpiDayEntity = defineWorkspaceEntity(
  'KpiDay',
  // Every attribute is kept: the metrics are the item's numeric attributes other than its key.
  z.looseObject({ date: z.string() }),
  'KPIDAY#{date}',
);

export const kpiInvoiceEntity = defineWorkspaceEntity(
  'KpiInvoice',
  z.object({
    id: z.string(),
    date: z.string(),
    amountCents: z.number(),
    depositId: z._default(nullableString, null),
  }),
  'KPIINV#{date}#{id}',
);

export const kpiDepositPairEntity = defineWorkspaceEntity(
  'KpiDepositPair',
  z.object({ depositId: z.string(), invoiceId: z.string(), invoiceDate: z.string() }),
  'KPIDEP#{depositId}',
);

/** A day and its metrics (the domain's `DayDelta`). */
export interface DayRecord {
  date: string;
  metrics: Readonly<Partial<Record<string, number>>>;
}

const NOT_METRICS = new Set(['pk', 'sk', 'type', 'v', 'date', 'expiresAt']);

/** Adds the metrics to the day with one atomic UpdateItem (creating the day if it is new). */
export async function addToDay(workspaceId: string, { date, metrics }: DayRecord): Promise<void> {
  await addCounters(
    kpiDayEntity.keyOf({ workspaceId, date }),
    { type: kpiDayEntity.type, date },
    Object.entries(metrics).filter((entry): entry is [string, number] => !!entry[1]),
  );
}

/**
 * One UpdateItem that sets `fields` and `ADD`s each counter (nothing when there are none). Counter names are dynamic
 * and dotted, so every name goes through a placeholder. Also the month items' write (`kpi-months.ts`).
 */
export async function addCounters(
  key: Record<string, string>,
  fields: Record<string, string>,
  counters: readonly (readonly [string, number])[],
): Promise<void> {
  if (counters.length === 0) return;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  const adds = counters.map(([name, value], i) => {
    names[`#m${i}`] = name;
    values[`:m${i}`] = value;
    return `#m${i} :m${i}`;
  });
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Replaces the day with exactly these metrics (the recompute job). */
export async function putDay(workspaceId: string, { date, metrics }: DayRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...kpiDayEntity.keyOf({ workspaceId, date }), type: kpiDayEntity.type, date, ...metrics },
    }),
  );
}

/** The days from `from` to `to` (both included) that have anything, with their metrics: one Query. */
export async function readDays(
  workspaceId: string,
  from: string,
  to: string,
  options: { consistent?: boolean } = {},
): Promise<DayRecord[]> {
  const items = await kpiDayEntity.queryAll(
    { workspaceId },
    { from: { date: from }, to: { date: to }, consistent: options.consistent },
  );
  return items.map(dayRecordOf);
}

/** A stored day item as a day and its metrics. */
export function dayRecordOf(item: { date: string } & Record<string, unknown>): DayRecord {
  return {
    date: item.date,
    metrics: Object.fromEntries(
      Object.entries(item).filter(
        ([name, value]) => !NOT_METRICS.has(name) && typeof value === 'number' && value !== 0,
      ),
    ) as Record<string, number>,
  };
}
