import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/dynamodb/client';

type Counters = readonly (readonly [string, number])[];

/** An entity of counter items keyed by a period field (`date`, `month`), as `defineWorkspaceEntity` declares one. */
interface PeriodEntity<P extends string> {
  readonly type: string;
  keyOf(fields: { workspaceId: string } & { [K in P]: string }): Record<string, string>;
  queryAll(
    prefix: { workspaceId: string },
    options: { from: { [K in P]: string }; to: { [K in P]: string }; consistent?: boolean },
  ): Promise<({ [K in P]: string } & Record<string, unknown>)[]>;
}

/**
 * The dashboard's counter items, one per period in the workspace partition (`KPIDAY#<date>`, `KPIMONTH#<month>`):
 * the period, and one numeric attribute per counter (`leads`, `revenue.apps.add_ons`, `tasksCompleted@07`). Moved only
 * with `ADD`, so concurrent writers never overwrite each other; the recompute job replaces an item whole. Counter names
 * are dynamic and dotted, which the entity helper's expressions do not take, so the writes here build their own.
 *
 * `counters` lists a record's counters (zeros are not stored); `recordOf` reads a stored item back as a record.
 */
export function counterItems<P extends string, R extends { [K in P]: string }>(
  entity: PeriodEntity<P>,
  period: P,
  codec: {
    counters(record: R): Iterable<readonly [string, number | undefined]>;
    recordOf(item: { [K in P]: string } & Record<string, unknown>): R;
  },
) {
  const keyOf = (workspaceId: string, record: R) =>
    entity.keyOf({ workspaceId, [period]: record[period] } as { workspaceId: string } & { [K in P]: string });
  const countersOf = (record: R) =>
    [...codec.counters(record)].filter((entry): entry is [string, number] => !!entry[1]);
  return {
    /** Adds the record's counters with one atomic UpdateItem (creating the item if it is new). */
    add: (workspaceId: string, record: R): Promise<void> =>
      addCounters(keyOf(workspaceId, record), { type: entity.type, [period]: record[period] }, countersOf(record)),

    /** Replaces the item with exactly the record's counters (the recompute job). */
    async replace(workspaceId: string, record: R): Promise<void> {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keyOf(workspaceId, record),
            type: entity.type,
            [period]: record[period],
            ...Object.fromEntries(countersOf(record)),
          },
        }),
      );
    },

    /** The periods from `from` to `to` (both included) that have anything: one Query. */
    async read(workspaceId: string, from: string, to: string, options: { consistent?: boolean } = {}): Promise<R[]> {
      const bound = (value: string) => ({ [period]: value }) as { [K in P]: string };
      const items = await entity.queryAll(
        { workspaceId },
        { from: bound(from), to: bound(to), consistent: options.consistent },
      );
      return items.map(codec.recordOf);
    },
  };
}

/** An item's counters: its numeric attributes other than its key, type, version, expiry and `period`, zeros left out. */
export function storedCounters(item: Record<string, unknown>, period: string): [string, number][] {
  return Object.entries(item).filter(
    (entry): entry is [string, number] =>
      !NOT_COUNTERS.has(entry[0]) && entry[0] !== period && typeof entry[1] === 'number' && entry[1] !== 0,
  );
}
const NOT_COUNTERS = new Set(['pk', 'sk', 'type', 'v', 'expiresAt']);

/**
 * One UpdateItem that sets `fields` and `ADD`s each counter (nothing when there are none). Counter names are dynamic
 * and dotted, so every name goes through a placeholder.
 */
async function addCounters(key: Record<string, string>, fields: Record<string, string>, counters: Counters) {
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
