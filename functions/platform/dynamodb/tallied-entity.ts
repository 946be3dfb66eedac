import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from '@shared/zod';
import { perContext } from '../runtime-context';
import { db, isConditionalCheckFailure, tableName } from './client';
import type { UpdateOptions } from './entity';

/** What an item adds to its partition's counts: `{ pending: 1 }`, `{ count: 1, 'dept#Sales': 1 }`. */
export type Tally = Readonly<Record<string, number>>;

/** What this needs of a `defineEntity` entity. */
interface Entity {
  schema: z.ZodMiniObject;
  partitionOf(fields: never): string;
  get(key: never, options?: { consistent?: boolean }): Promise<unknown>;
  create(record: never, options?: never): Promise<boolean>;
  update(key: never, changes: never, options?: never): Promise<unknown>;
  delete(key: never, options?: never): Promise<boolean>;
  take(key: never): Promise<unknown>;
  queryAll(prefix: never): Promise<unknown[]>;
}

export interface TalliedEntityOptions<Item, Partition> {
  /** The counter item's sort key in the partition, e.g. `COUNTER#TASKS`. */
  counterKey: string;
  /** An item's contribution; pure. The counter holds the sum over every item. */
  tally: (item: Item) => Tally;
  /** The fields `tally` reads: an update applies only if they are still as read, so its delta is the true one. */
  reads: readonly (keyof Item & string)[];
  /** Runs with every item when the partition is counted (a workspace from before the counter). */
  onCount?: (partition: Partition, items: Item[]) => Promise<void>;
}

/**
 * An entity whose partition keeps running counts of its items (the team's size), so a screen's counts are one GetItem
 * instead of reading the list. Every `create`, `update` and `delete` goes through here and moves the
 * counter by the difference of the tallies before and after with one atomic `ADD` (so concurrent writers never lose
 * one another's changes). The counter is created the first time it is read, by counting the items once: a workspace
 * from before the counter (or whose counter was lost) is counted correctly, and until then writes leave it absent
 * (the `ADD` is conditional on it existing) rather than starting it from a wrong zero.
 *
 * Without transactions a crash between an item's write and its `ADD` leaves a count one off; `recount` repairs it.
 */
export function talliedEntity<E extends Entity>(
  entity: E,
  options: TalliedEntityOptions<z.output<E['schema']>, Parameters<E['queryAll']>[0]>,
) {
  type Item = z.output<E['schema']>;
  type Key = Parameters<E['get']>[0];
  type Partition = Parameters<E['queryAll']>[0];
  // The entity's own signatures, seen through the structural constraint above.
  const {
    get,
    create,
    update,
    delete: remove,
    take,
    queryAll,
  } = entity as unknown as {
    get(key: Key, options?: { consistent?: boolean }): Promise<Item | undefined>;
    create(record: Parameters<E['create']>[0], options?: Parameters<E['create']>[1]): Promise<boolean>;
    update(key: Key, changes: Partial<Item>, options?: UpdateOptions<Item>): Promise<Item | undefined>;
    delete(key: Key, options?: Parameters<E['delete']>[1]): Promise<boolean>;
    take(key: Key): Promise<Item | undefined>;
    queryAll(prefix: Partition): Promise<Item[]>;
  };
  const { counterKey, tally, reads } = options;
  /** A condition that names every field the tally reads: what those fields were, if the conditional write succeeds. */
  const pinnedBy = (condition: Partial<Item> | undefined): Partial<Item> | undefined =>
    condition && reads.every((field) => condition[field] !== undefined) ? condition : undefined;
  const counterOf = (key: object) => ({ pk: entity.partitionOf(key as never), sk: counterKey });

  const move = async (key: object, before: Item | undefined, after: Item | undefined): Promise<void> => {
    const deltas = difference(before ? tally(before) : {}, after ? tally(after) : {});
    const names = Object.keys(deltas);
    if (names.length === 0) return;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: counterOf(key),
          UpdateExpression: `ADD ${names.map((_, i) => `#n${i} :v${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, deltas[name]])),
        }),
      );
    } catch (error) {
      // No counter yet: the first read counts the items, this one included.
      // No counter yet: the first read counts the items, this one included.
      if (!isConditionalCheckFailure(error)) throw error;
    }
  };

  /** Counts every item of the partition and stores the counter (replacing it when `replace`). */
  const recount = async (partition: Partition, replace: boolean): Promise<Record<string, number>> => {
    const items = await queryAll.call(entity, partition);
    await options.onCount?.(partition, items);
    const counts: Record<string, number> = {};
    for (const item of items)
      for (const [name, n] of Object.entries(tally(item))) counts[name] = (counts[name] ?? 0) + n;
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...counterOf(partition), type: 'Counter', ...counts },
          ConditionExpression: replace ? undefined : 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      return readCounts(partition);
    }
    return counts;
  };

  const readCounts = async (partition: object): Promise<Record<string, number>> => {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: counterOf(partition) }));
    return countsIn(partition, Item);
  };

  /**
   * The first counts of each partition under way. Every request that finds no counter joins the one count: under
   * load (a workspace seeded or restored without its counter meeting a list page's traffic) each used to count the
   * whole partition itself (5,000 tasks read and their status entries written again, per request), the counts
   * outlived the requests that timed out waiting for them, and they piled up (RSS +81 MB a minute, still rising).
   */
  const firstCounts = perContext(() => new Map<string, Promise<Record<string, number>>>());

  /** The counts a counter item holds; without one, the items are counted (and the counter stored) once. */
  const countsIn = async (partition: object, item: Record<string, unknown> | undefined) => {
    if (!item) {
      const { pk } = counterOf(partition);
      const counting = firstCounts();
      let count = counting.get(pk);
      if (!count) {
        count = recount(partition as Partition, false).finally(() => counting.delete(pk));
        counting.set(pk, count);
      }
      return { ...(await count) };
    }
    const counts: Record<string, number> = {};
    for (const [name, value] of Object.entries(item)) if (typeof value === 'number') counts[name] = value;
    return counts;
  };

  return {
    ...entity,

    async create(record: Parameters<E['create']>[0], createOptions?: Parameters<E['create']>[1]): Promise<boolean> {
      const created = await create(record, createOptions);
      if (created) await move(record, undefined, entity.schema.parse(record) as Item);
      return created;
    },

    /**
     * The item before the change is read first (consistently), so the counts move by exactly what changed, unless the
     * caller's condition pins every field the tally reads: a write that succeeds then says what they were.
     */
    async update(key: Key, changes: Partial<Item>, updateOptions: UpdateOptions<Item> = {}): Promise<Item | undefined> {
      const pinned = pinnedBy(updateOptions.if);
      if (pinned) {
        const after = await update(key, changes, updateOptions);
        if (after) await move(key, { ...after, ...pinned }, after);
        return after;
      }
      const before = await get(key, { consistent: true });
      if (!before) return undefined;
      const asRead = Object.fromEntries(reads.map((field) => [field, before[field]]));
      const after = await update(key, changes, {
        ...updateOptions,
        if: { ...asRead, ...updateOptions.if } as Partial<Item>,
      });
      if (after) await move(key, before, after);
      return after;
    },

    /** Reads the item first, as `update` does, unless the caller's condition pins the fields the tally reads. */
    async delete(key: Key, deleteOptions?: Parameters<E['delete']>[1]): Promise<boolean> {
      const pinned = pinnedBy((deleteOptions as { if?: Partial<Item> } | undefined)?.if);
      if (pinned) {
        const deleted = await remove(key, deleteOptions);
        if (deleted) await move(key, pinned as Item, undefined);
        return deleted;
      }
      const before = await get(key, { consistent: true });
      if (!before) return false;
      const deleted = await remove(key, deleteOptions);
      if (deleted) await move(key, before, undefined);
      return deleted;
    },

    /** Deletes the item and answers it as it was (`undefined` if there was none): the delete says what to count off. */
    async take(key: Key): Promise<Item | undefined> {
      const before = await take(key);
      if (before) await move(key, before, undefined);
      return before;
    },

    /** The partition's counts (absent names are 0), counting the items once if the counter does not exist yet. */
    counts: (partition: Partition): Promise<Record<string, number>> => readCounts(partition as object),

    /** The counter's key, so a caller can read it in one BatchGetItem with other items, then hand it to `countsIn`. */
    counterKey: (partition: Partition): { pk: string; sk: string } => counterOf(partition as object),

    /** `counts` from the counter item the caller read (`undefined` if there was none, which counts the items). */
    countsIn: (partition: Partition, item: Record<string, unknown> | undefined): Promise<Record<string, number>> =>
      countsIn(partition as object, item),

    /** Counts the items again and replaces the counter (a repair after a crash between a write and its count). */
    recount: (partition: Partition) => recount(partition, true),
  };
}

/** `after − before` per name, leaving out the names that did not move. */
export function difference(before: Tally, after: Tally): Record<string, number> {
  const deltas: Record<string, number> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const delta = (after[name] ?? 0) - (before[name] ?? 0);
    if (delta !== 0) deltas[name] = delta;
  }
  return deltas;
}
