import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchWriteCommandInput,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type * as z from '@shared/zod';
import { ValidationFailed } from '../errors';
import { db, isConditionalCheckFailure, tableName } from './client';
import { isExpired } from './expiry';
import type { IndexKeyAttribute } from './table-definition';

/**
 * `defineEntity`: an entity of the single table declared once — its item schema (the shared zod schema where the web
 * sees the same shape), its key composition and whether its items expire — with every operation the app needs on it,
 * typed from that declaration:
 *
 * - `get`; `create` (put if absent → `false` when it exists); `put` (replace); `update` (a typed changes object, plus
 *   atomic `add`s and conditions → the item as stored, or `undefined` when it is missing or a condition failed);
 *   `delete` (if it exists → `true`); `query` by key prefix (one page, with an opaque cursor bound to its partition
 *   and prefix); `queryAll`; `deleteAll`;
 * - items are parsed with the schema on the way out, so a read returns what the schema promises;
 * - keys are templates with `{field}` placeholders (`'WS#{workspaceId}'`, `'TASK#{id}'`), and the workspace
 *   partition is `inWorkspace`, defined here once;
 * - a failed condition becomes a typed result here, never an exception for callers to recognise;
 * - the stored shape is versioned: items carry `v` (none: v1), every write stamps the current version, and a read
 *   upgrades an older item step by step (`versions`), writing it back where that is cheap (see `StoredVersion`).
 *
 * ElectroDB would do this at ~220 KB minified per Lambda; this is ~5 KB (see functions/data/README.md).
 */

/** The partition of every business item: the workspace's, whose id always comes from the session. */
export const inWorkspace = 'WS#{workspaceId}';

/** `'workspaceId' | 'id'` for `'WS#{workspaceId}'` and `'TASK#{id}'`. */
export type TemplateFields<T extends string> = T extends `${string}{${infer Field}}${infer Rest}`
  ? Field | TemplateFields<Rest>
  : never;

type Fields<Names extends string> = { readonly [K in Names]: string };
type Key = { pk: string; sk: string };
type Attributes = Record<string, unknown>;

export interface EntityDefinition<S extends z.ZodMiniObject, P extends string, K extends string> {
  /** Stored as the item's `type`. */
  type: string;
  /** What an item holds; reads are parsed with it. */
  schema: S;
  partitionKey: P;
  sortKey: K;
  /** Items carry `expiresAt` (epoch seconds, the table's TTL); reads treat an expired item as absent. */
  expires?: boolean;
  /**
   * The shapes items were stored in before `schema`, by version: `{ 1: storedVersion(v1Schema, (v1) => v2) }`. The
   * current version is the one after the last; without `versions` it is 1, and items carry no `v`.
   */
  versions?: Readonly<Record<number, StoredVersion>>;
  /**
   * The attributes that put an item in the table's global indexes (`tableDefinition.indexes`), from the item as it is
   * written. Only for items written whole and never changed in place (an update would leave the keys describing the
   * item as it was), so `update` refuses such an entity.
   */
  indexKeys?: (
    record: z.output<S> & Fields<TemplateFields<P> | TemplateFields<K>>,
  ) => Partial<Record<IndexKeyAttribute, string>>;
}

/**
 * A stored shape an entity has outgrown: the schema an item of that version is read with, and the step that turns
 * it into the next version (pure; it sees only the parsed attributes, never the key). A read applies the steps from
 * the item's `v` up to the current version, then parses with the entity's schema.
 */
export interface StoredVersion<Old = unknown> {
  schema: { parse(item: unknown): Old };
  upgrade(old: Old): Attributes;
}

/** `storedVersion(storedTaskV1, (task) => ({ ...task, priority: 'normal' }))`, typed from the old schema. */
export const storedVersion = <S extends z.ZodMiniObject>(
  schema: S,
  upgrade: (old: z.output<S>) => Attributes,
): StoredVersion<z.output<S>> => ({ schema, upgrade });

/** What every entity declared in this process exposes for reading stored items (the stored-item tests use it). */
export interface RegisteredEntity {
  type: string;
  version: number;
  parseStored(item: Attributes): unknown;
}
const registry: RegisteredEntity[] = [];
/** Every entity `defineEntity` has declared in this process (those of the modules imported so far). */
export const definedEntities = (): readonly RegisteredEntity[] => registry;

export interface QueryOptions<T, SortFields extends string = string> {
  /** Only items whose sort key is at or after the one these fields start (e.g. the last 15 minutes). */
  from?: Partial<Fields<SortFields>>;
  /** Only items whose sort key starts at or before the one these fields start (e.g. up to a day, that day included). */
  to?: Partial<Fields<SortFields>>;
  /** ULID and ISO sort keys make this "newest first". */
  newestFirst?: boolean;
  /** Strongly consistent: sees a write made just before (e.g. an automation switched off a moment ago). */
  consistent?: boolean;
  /** Items whose attributes equal these (a filter: DynamoDB still reads the others). */
  where?: Partial<T>;
}

export interface PageOptions<T> {
  limit: number;
  /** From `Page.cursor`: the page after it. */
  cursor?: string;
  /** Only items this accepts (e.g. a case-blind search); a page may then hold fewer than `limit`, with a cursor. */
  matching?: (item: T) => boolean;
  /** With `matching`: how many items one page may look at (default 1,000), so a request's cost stays bounded. */
  examine?: number;
}

export interface Page<T> {
  items: T[];
  /** Opaque; present when there may be more. Valid only for the same partition and key prefix. */
  cursor: string | undefined;
}

type NumericFields<T> = { [F in keyof T]: T[F] extends number | null | undefined ? F : never }[keyof T];

export interface UpdateOptions<T> {
  /** Atomic increments (`ADD`): `{ runCount: 1 }`. */
  add?: Partial<Record<NumericFields<T>, number>>;
  /** The update applies only if the stored item has these values. */
  if?: Partial<T>;
  /** A further condition, for what equality cannot say: `{ expression: '#count < :limit', names, values }`. */
  condition?: { expression: string; names: Record<string, string>; values: Attributes };
  /** Create the item if it does not exist (counters); otherwise a missing item is a failed condition. */
  upsert?: boolean;
}

export class InvalidCursor extends ValidationFailed {
  constructor() {
    super('Validation error: Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  }
}

/**
 * A key longer than DynamoDB takes (a partition key over 2,048 bytes, a sort key over 1,024) can only come from
 * request text no route should have let through (issue 29, finding 1). No such item can exist, and DynamoDB would
 * refuse the call with an error that reads as a 500, so it is the caller's 400.
 */
export class KeyTooLong extends ValidationFailed {
  constructor() {
    super('Validation error: A value is too long', [{ path: 'key', message: 'Too long' }]);
  }
}

const MAX_PARTITION_KEY_BYTES = 2048;
const MAX_SORT_KEY_BYTES = 1024;

function withinLimit(key: string, maxBytes: number): string {
  if (key.length > maxBytes / 3 && Buffer.byteLength(key, 'utf8') > maxBytes) throw new KeyTooLong();
  return key;
}

export function defineEntity<S extends z.ZodMiniObject, P extends string, K extends string>(
  definition: EntityDefinition<S, P, K>,
) {
  type Item = z.output<S>;
  type KeyOf = Fields<TemplateFields<P> | TemplateFields<K>>;
  /** Every partition field, and the sort key's fields from the left, as far as they are known. */
  type Prefix = Fields<TemplateFields<P>> & Partial<Fields<TemplateFields<K>>>;
  /** An item with the key fields it does not carry itself (its workspace, mostly). */
  type NewItem = Item & Omit<KeyOf, keyof Item>;
  type Query = QueryOptions<Item, TemplateFields<K>>;

  const { type, schema, partitionKey, sortKey, expires, versions = {}, indexKeys } = definition;
  const attributes = new Set(Object.keys(schema.shape));
  const keyOf = (fields: Partial<Fields<string>>): Key => ({
    pk: withinLimit(fill(partitionKey, fields), MAX_PARTITION_KEY_BYTES),
    sk: withinLimit(fill(sortKey, fields), MAX_SORT_KEY_BYTES),
  });
  // Versions 1…n are the old shapes, so the current one is n + 1; v1 items carry no `v`, so neither do their writes.
  const steps = Object.keys(versions).map((_, i) => {
    const step = versions[i + 1];
    if (!step) throw new Error(`${type}: stored version ${i + 1} is missing`);
    return step;
  });
  const version = steps.length + 1;
  const stamp = version > 1 ? version : undefined;
  const versionOf = (item: Attributes) => (typeof item.v === 'number' && item.v > 1 ? item.v : 1);
  /** Any version's item, upgraded step by step and parsed with the current schema. */
  const parseStored = (item: Attributes): Item =>
    schema.parse(
      steps.slice(versionOf(item) - 1).reduce((value, step) => step.upgrade(step.schema.parse(value)), item),
    );
  const fromItem = (item?: Attributes): Item | undefined =>
    item && !(expires && isExpired(item)) ? parseStored(item) : undefined;
  registry.push({ type, version, parseStored });

  /**
   * Stores an older item read just now in the current shape (its attributes set, none removed), unless it changed
   * version meanwhile; a failed write-back only leaves the upgrade to the next read.
   */
  const writeBack = async (raw: Attributes, item: Item): Promise<void> => {
    const x = expression();
    // An absent optional field is left out (DynamoDB takes no undefined), as are the key's own attributes.
    const sets = Object.entries({ ...item, v: version })
      .filter(([field, value]) => value !== undefined && field !== 'pk' && field !== 'sk')
      .map(([field, value]) => `${x.name(field)} = ${x.value(value)}`);
    const from = versionOf(raw);
    const v = x.name('v');
    const unchanged = `${from === 1 ? `attribute_not_exists(${v}) OR ` : ''}${v} = ${x.value(from)}`;
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: raw.pk, sk: raw.sk },
          UpdateExpression: `SET ${sets}`,
          ConditionExpression: `attribute_exists(pk) AND (${unchanged})`,
          ...x.attributes(),
        }),
      )
      .catch(() => undefined);
  };

  /** The item as stored: its key, type and version, and the schema's attributes (key-only fields stay in the key). */
  const stored = (record: NewItem, expiresAt: number | undefined): Attributes => {
    const item: Attributes = { ...keyOf(record), type, v: stamp, expiresAt };
    for (const [name, value] of Object.entries(record)) if (attributes.has(name)) item[name] = value;
    return indexKeys ? Object.assign(item, indexKeys(record as Item & KeyOf)) : item;
  };

  // Async, as every operation: a key over DynamoDB's limits is then a rejection, never a throw a caller's .catch misses.
  const put = async (record: NewItem, expiresAt: number | undefined, condition?: string) => {
    const item = stored(record, expiresAt);
    return succeeds(
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: condition,
        }),
      ),
    );
  };

  /** One Query page of the items under `prefix`, parsed; `start` continues after a key. */
  const page = async (prefix: Prefix, options: Query & { limit?: number }, start?: Attributes) => {
    const x = expression();
    const skPrefix = withinLimit(fillPrefix(sortKey, prefix), MAX_SORT_KEY_BYTES);
    const lower = options.from
      ? withinLimit(fillPrefix(sortKey, { ...prefix, ...options.from }), MAX_SORT_KEY_BYTES)
      : skPrefix;
    const upper = `${options.to ? withinLimit(fillPrefix(sortKey, { ...prefix, ...options.to }), MAX_SORT_KEY_BYTES - 3) : skPrefix}\uffff`;
    const sk =
      options.from || options.to
        ? // A range within the prefix: no key outside the prefix sorts between the two.
          `${x.name('sk')} BETWEEN ${x.value(lower)} AND ${x.value(upper)}`
        : `begins_with(${x.name('sk')}, ${x.value(skPrefix)})`;
    const input: QueryCommandInput = {
      TableName: tableName(),
      KeyConditionExpression: `${x.name('pk')} = ${x.value(withinLimit(fill(partitionKey, prefix), MAX_PARTITION_KEY_BYTES))} AND ${sk}`,
      FilterExpression: x.equals(options.where),
      ScanIndexForward: !options.newestFirst,
      ConsistentRead: options.consistent,
      Limit: options.limit,
      ExclusiveStartKey: start,
      ...x.attributes(),
    };
    const result = await db().send(new QueryCommand(input));
    const items: Item[] = [];
    for (const raw of result.Items ?? []) {
      const item = fromItem(raw);
      if (item !== undefined) items.push(item);
    }
    return { items, next: result.LastEvaluatedKey };
  };

  /** Every item whose key starts with `prefix` (at most `max`), following DynamoDB's 1 MB pages. */
  const queryAll = async (prefix: Prefix, options: Query & { max?: number } = {}): Promise<Item[]> => {
    const max = options.max ?? Number.POSITIVE_INFINITY;
    const items: Item[] = [];
    let start: Attributes | undefined;
    do {
      const limit = Number.isFinite(max) ? max - items.length : undefined;
      const result = await page(prefix, { ...options, limit }, start);
      items.push(...result.items);
      start = result.next;
    } while (start && items.length < max);
    return items.slice(0, max);
  };

  /**
   * Sets `changes` (and `add`s) on the item; the item as stored after, or `undefined` if a condition failed. Once
   * the entity has versions, an update applies only to an item of the current version: an older one is upgraded
   * (written back) first, then updated.
   */
  const update = async (
    key: KeyOf,
    changes: Partial<Item>,
    options: UpdateOptions<Item>,
    retried = false,
  ): Promise<Item | undefined> => {
    if (indexKeys) throw new Error(`${type} is indexed from its whole item, so it is put again, never updated`);
    const x = expression();
    const sets = Object.entries({ ...changes, ...(options.upsert && { type }), v: stamp })
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => `${x.name(field)} = ${x.value(value)}`);
    const adds = Object.entries(options.add ?? {}).map(([field, by]) => `${x.name(field)} ${x.value(by)}`);
    const condition = [
      !options.upsert && 'attribute_exists(pk)',
      stamp && `(${options.upsert ? 'attribute_not_exists(pk) OR ' : ''}${x.name('v')} = ${x.value(stamp)})`,
      x.equals(options.if),
      options.condition && x.raw(options.condition),
    ].filter(Boolean);
    const result = await orUndefined(
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keyOf(key),
          UpdateExpression: `${sets.length ? `SET ${sets}` : ''} ${adds.length ? `ADD ${adds}` : ''}`,
          ConditionExpression: condition.length ? condition.join(' AND ') : undefined,
          ReturnValues: 'ALL_NEW',
          ...x.attributes(),
        }),
      ),
    );
    if (result) return result.Attributes && schema.parse(result.Attributes);
    if (!stamp || retried) return undefined;
    // The condition failed: an item of an older version is upgraded and the update tried once more.
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(key), ConsistentRead: true }));
    if (!Item || versionOf(Item) >= version) return undefined;
    await writeBack(Item, parseStored(Item));
    return update(key, changes, options, true);
  };

  return {
    type,
    schema,
    /** The stored version writes stamp as `v` (1: none); a module that writes items itself stamps it too. */
    version,
    parseStored,
    keyOf: (fields: KeyOf): Key => keyOf(fields),
    /** The partition key alone (`WS#<workspaceId>`), for items kept beside the entity's, such as its counter. */
    partitionOf: (fields: Fields<TemplateFields<P>>): string => fill(partitionKey, fields),
    fromItem,

    async get(key: KeyOf, options: { consistent?: boolean } = {}): Promise<Item | undefined> {
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: keyOf(key), ConsistentRead: options.consistent }),
      );
      const item = fromItem(Item);
      if (Item && item && versionOf(Item) < version) await writeBack(Item, item);
      return item;
    },

    /** Puts the item unless one with its key exists; `false` when it did (a retry, or a value taken). */
    create: (record: NewItem, options: { expiresAt?: number } = {}): Promise<boolean> =>
      put(record, options.expiresAt, 'attribute_not_exists(pk)'),

    /** Puts the item, replacing any with its key. */
    put: (record: NewItem, options: { expiresAt?: number } = {}): Promise<boolean> => put(record, options.expiresAt),

    /** Puts many items (replacing any with their keys) in BatchWriteItem calls of 25: no conditions, fewer trips. */
    putMany: async (records: readonly NewItem[]): Promise<void> =>
      writeBatches(records.map((record) => ({ PutRequest: { Item: stored(record, undefined) } }))),

    /**
     * Reads many items by key in BatchGetItem calls of 100; `undefined` for a missing one, in the keys' order.
     * `consistent` for items another writer may have just changed.
     */
    async getMany(keys: readonly KeyOf[], options: { consistent?: boolean } = {}): Promise<Array<Item | undefined>> {
      const read = options.consistent ? getItemsConsistently : getItems;
      return (await read(keys.map((key) => keyOf(key)))).map((item) => fromItem(item));
    },

    update: (key: KeyOf, changes: Partial<Item>, options: UpdateOptions<Item> = {}) => update(key, changes, options),

    /** Deletes the item if it exists (and has the `if` values); `false` otherwise. */
    async delete(key: KeyOf, options: { if?: Partial<Item> } = {}): Promise<boolean> {
      const x = expression();
      const matches = x.equals(options.if);
      return succeeds(
        db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: keyOf(key),
            ConditionExpression: `attribute_exists(pk)${matches ? ` AND ${matches}` : ''}`,
            ...x.attributes(),
          }),
        ),
      );
    },

    /**
     * Deletes the item if it exists, and answers it as it was (`undefined` if there was none): one DeleteItem with
     * `ALL_OLD`, which costs no read, where reading the item first would cost one.
     */
    async take(key: KeyOf): Promise<Item | undefined> {
      const result = await orUndefined(
        db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: keyOf(key),
            ConditionExpression: 'attribute_exists(pk)',
            ReturnValues: 'ALL_OLD',
          }),
        ),
      );
      return fromItem(result?.Attributes);
    },

    /**
     * One page of the items whose key starts with `prefix`. The cursor names the page's last key; it is refused (400)
     * under any other partition or prefix, so a cursor from one workspace never reads another's items.
     */
    async query(prefix: Prefix, options: Query & PageOptions<Item>): Promise<Page<Item>> {
      const pk = withinLimit(fill(partitionKey, prefix), MAX_PARTITION_KEY_BYTES);
      const skPrefix = withinLimit(fillPrefix(sortKey, prefix), MAX_SORT_KEY_BYTES);
      let start: Attributes | undefined =
        options.cursor === undefined ? undefined : decodeCursor(options.cursor, pk, skPrefix);
      const { matching } = options;
      if (!matching) {
        const { items, next } = await page(prefix, options, start);
        return { items, cursor: next && encodeCursor(next) };
      }
      // A filter DynamoDB cannot express (case-blind search): read up to `examine` items, keep the matching ones, and
      // continue after the last item looked at, so a page never skips one and a request's cost stays bounded.
      const examine = options.examine ?? 1000;
      const items: Item[] = [];
      let examined = 0;
      do {
        const result = await page(prefix, { ...options, limit: Math.min(examine - examined, 200) }, start);
        for (const item of result.items) {
          examined += 1;
          if (!matching(item)) continue;
          items.push(item);
          if (items.length === options.limit) return { items, cursor: encodeCursor(keyOf({ ...prefix, ...item })) };
        }
        start = result.next;
      } while (start && examined < examine);
      return { items, cursor: start && encodeCursor(start) };
    },

    queryAll,

    /** Deletes the items with these keys (missing ones are no error) in BatchWriteItem calls of 25. */
    deleteMany: async (keys: readonly KeyOf[]): Promise<void> => deleteKeys(keys.map((key) => keyOf(key))),

    /** Deletes every item whose key starts with `prefix` (e.g. an employee's notes); how many there were. */
    async deleteAll(prefix: Prefix): Promise<number> {
      const items = await queryAll(prefix);
      await deleteKeys(items.map((item) => keyOf({ ...prefix, ...item })));
      return items.length;
    },
  };
}

/**
 * An entity of the workspace partition, where every business item lives: `defineEntity` with
 * `partitionKey: inWorkspace`, so a module names only what is its own — its type, schema and sort key.
 */
export function defineWorkspaceEntity<S extends z.ZodMiniObject, K extends string>(
  type: string,
  schema: S,
  sortKey: K,
  options: Pick<EntityDefinition<S, typeof inWorkspace, K>, 'expires' | 'versions'> = {},
) {
  return defineEntity({ type, schema, partitionKey: inWorkspace, sortKey, ...options });
}

/** `'SSO_DOMAIN'` for `'SSO_DOMAIN#{domain}'`: what a key template says before its first `#`. */
type TagOf<P extends string> = P extends `${infer Tag}#${string}` ? Tag : never;

/**
 * An item alone in its partition, found by one GetItem on a key of its own (a token's hash, an email domain):
 * `defineEntity` with the sort key the partition key's tag, `SSO_DOMAIN#{domain}` / `SSO_DOMAIN`, so a module names
 * its tag once.
 */
export function defineLookupEntity<S extends z.ZodMiniObject, P extends `${string}#${string}`>(
  type: string,
  schema: S,
  partitionKey: P,
  options: Pick<EntityDefinition<S, P, TagOf<P>>, 'expires' | 'versions'> = {},
) {
  const sortKey = partitionKey.slice(0, partitionKey.indexOf('#')) as TagOf<P>;
  return defineEntity({ type, schema, partitionKey, sortKey, ...options });
}

/** `fill('TASK#{id}', { id: '01J…' })` → `'TASK#01J…'`. A missing field is a bug, never a shorter key. */
function fill(template: string, fields: Partial<Fields<string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    if (!value) throw new Error(`Key field ${name} is missing for ${template}`);
    return value;
  });
}

/** The template filled up to its first unknown field: `'EMPNOTE#{employeeId}#{id}'` → `'EMPNOTE#<employeeId>#'`. */
function fillPrefix(template: string, fields: Partial<Fields<string>>): string {
  const [known] = template.split(/\{(\w+)\}/).reduce<[string, boolean]>(
    ([prefix, open], part, i) => {
      if (!open) return [prefix, open];
      if (i % 2 === 0) return [prefix + part, open];
      const value = fields[part];
      return value === undefined ? [prefix, false] : [prefix + value, open];
    },
    ['', true],
  );
  return known;
}

/** A page's cursor: its last key, opaque to the client (also for a module's own Query of an entity's items). */
export const encodeCursor = (key: Attributes): string =>
  Buffer.from(JSON.stringify([key.pk, key.sk])).toString('base64url');

function readCursor(cursor: string): unknown[] {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(decoded) ? decoded : [];
  } catch {
    throw new InvalidCursor();
  }
}

/** The key a cursor names, refused (400) unless it is under `pk` and `skPrefix`. */
export function decodeCursor(cursor: string, pk: string, skPrefix: string): Key {
  const [cursorPk, cursorSk] = readCursor(cursor);
  if (cursorPk !== pk || typeof cursorSk !== 'string' || !cursorSk.startsWith(skPrefix)) throw new InvalidCursor();
  return { pk, sk: cursorSk };
}

/**
 * Reads items of any entities by key (BatchGetItem, one call per 100 keys, made at once), in the order of `keys`,
 * `undefined` for a missing one; each entity's `fromItem` parses its own.
 */
export function getItems(keys: readonly Key[]): Promise<Array<Attributes | undefined>> {
  return batchGet(keys, false);
}

/** `getItems`, strongly consistent: for items read, changed and written back just after a write. */
export function getItemsConsistently(keys: readonly Key[]): Promise<Array<Attributes | undefined>> {
  return batchGet(keys, true);
}

/**
 * `getItems` reading only the named attributes of each item (and its key): for a few fields of large items, such as
 * the names of a page's assignees, so that neither the table nor this process handles the rest.
 */
export function getItemAttributes(
  keys: readonly Key[],
  attributes: readonly string[],
): Promise<Array<Attributes | undefined>> {
  return batchGet(keys, false, attributes);
}

async function batchGet(
  keys: readonly Key[],
  consistent: boolean,
  attributes?: readonly string[],
): Promise<Array<Attributes | undefined>> {
  const table = tableName();
  const names = attributes && ['pk', 'sk', ...attributes];
  const projection = names && {
    ProjectionExpression: names.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
  };
  const found = new Map<string, Attributes>();
  // BatchGetItem takes at most 100 keys (a page of 200 asks twice, at once).
  const batches: Key[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_KEYS) batches.push(keys.slice(i, i + BATCH_GET_KEYS));
  await Promise.all(
    batches.map(async (batch) => {
      let pending = batch;
      // DynamoDB may hand back unprocessed keys under load; ask again for just those.
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt === 5) throw new Error('BatchGetItem left keys unprocessed after 5 attempts');
        const result = await db().send(
          new BatchGetCommand({
            RequestItems: { [table]: { Keys: pending, ConsistentRead: consistent, ...projection } },
          }),
        );
        for (const item of result.Responses?.[table] ?? []) found.set(`${item.pk}|${item.sk}`, item);
        pending = (result.UnprocessedKeys?.[table]?.Keys ?? []).map((key) => ({
          pk: String(key.pk),
          sk: String(key.sk),
        }));
      }
    }),
  );
  return keys.map((key) => found.get(`${key.pk}|${key.sk}`));
}

const BATCH_GET_KEYS = 100;

type WriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

/** BatchWriteItem takes at most 25 requests; DynamoDB may hand some back under load. */
async function writeBatches(requests: WriteRequests): Promise<void> {
  const table = tableName();
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequests = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error('BatchWriteItem left writes unprocessed after 5 attempts');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = result.UnprocessedItems?.[table] ?? [];
    }
  }
}

const deleteKeys = (keys: readonly Key[]) => writeBatches(keys.map((Key) => ({ DeleteRequest: { Key } })));

/**
 * The pages of partition `pk`, of whatever entity, following DynamoDB's 1 MB pages; `options` is asked before each
 * page, so a page can be sized by what the pages before it gave.
 */
async function* partitionPages(pk: string, options: () => Partial<QueryCommandInput>) {
  let start: Attributes | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':pk': pk },
        ...options(),
        ExclusiveStartKey: start,
      }),
    );
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** How many items partition `pk` holds, counting at most `upTo` (DynamoDB counts a page of up to 1 MB per call). */
export async function countPartition(pk: string, options: { upTo: number }): Promise<number> {
  let count = 0;
  for await (const page of partitionPages(pk, () => ({ Select: 'COUNT', Limit: options.upTo - count }))) {
    count += page.Count ?? 0;
    if (count >= options.upTo) break;
  }
  return count;
}

/**
 * Deletes every item of partition `pk`, of whatever entity (a workspace's partition holds entities no one module
 * knows all of), except those whose sort key is in `keep`; how many it deleted. Reads keys only, page by page.
 */
export async function deletePartition(pk: string, options: { keep?: readonly string[] } = {}): Promise<number> {
  const keep = new Set(options.keep);
  let deleted = 0;
  const keysOnly = () => ({
    ProjectionExpression: '#pk, #sk',
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    ConsistentRead: true,
  });
  for await (const page of partitionPages(pk, keysOnly)) {
    const keys = (page.Items ?? []).filter((item) => !keep.has(item.sk as string)) as Key[];
    await deleteKeys(keys);
    deleted += keys.length;
  }
  return deleted;
}

/** The one place a failed condition stops being an exception. */
async function orUndefined<T>(operation: Promise<T>): Promise<T | undefined> {
  try {
    return await operation;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}

const succeeds = async (operation: Promise<unknown>): Promise<boolean> =>
  (await orUndefined(operation.then(() => true))) ?? false;

/** Expression attribute names and values, with a fresh placeholder per value. */
function expression() {
  const names: Record<string, string> = {};
  const values: Attributes = {};
  const name = (attribute: string) => {
    names[`#${attribute}`] = attribute;
    return `#${attribute}`;
  };
  const value = (v: unknown) => {
    const placeholder = `:v${Object.keys(values).length}`;
    values[placeholder] = v;
    return placeholder;
  };
  return {
    name,
    value,
    /** `#a = :v0 AND #b = :v1`, or `undefined` for no fields. */
    equals: (fields: object = {}) =>
      Object.entries(fields)
        .filter(([, v]) => v !== undefined)
        .map(([field, v]) => `${name(field)} = ${value(v)}`)
        .join(' AND ') || undefined,
    raw: (condition: NonNullable<UpdateOptions<unknown>['condition']>) => {
      Object.assign(names, condition.names);
      Object.assign(values, condition.values);
      return `(${condition.expression})`;
    },
    attributes: () => ({
      ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
      ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
    }),
  };
}
