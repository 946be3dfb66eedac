import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditEntrySchema } from '@shared/schemas/audit';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import {
  decodeCursor,
  defineEntity,
  type EntityDefinition,
  encodeCursor,
  InvalidCursor,
} from '../../platform/dynamodb/entity';
import { type TableIndexName, tableDefinition } from '../../platform/dynamodb/table-definition';

/**
 * The audit log of a workspace, in a partition of its own (`AUDIT#<workspaceId>`), so that IAM can tell its items
 * from every other item by the leading key alone (infra/README.md: no function may update or delete them):
 *
 * - `ENTRY#<seq, 12 digits>`: the chain. Entry n carries the SHA-256 of its own content and of entry n−1's hash
 *   (`prevHash`), written only if absent, so two writers can never both take seq n and nothing is ever overwritten
 *   through the app. The chain items are the truth: every read answers from them.
 * - Each entry is also in two lists of the table's global indexes, written with it in the same PutItem: its actor's
 *   (`gsi1`, `AUDIT#<workspaceId>#A#<actorId>`) and its target's (`gsi2`, `AUDIT#<workspaceId>#G#<type>#<id>`), both
 *   sorted by `<at>#<seq>`. So a page by who or what is one Query in time order, newest first, over a million entries
 *   as over ten, with the other filters (action, target type) as a Query filter, and an entry costs one write. There
 *   is no time list: the chain is in time order already (an entry's time never precedes the one before it), so an
 *   unfiltered page reads the chain itself, its time range turned into a seq range by a search.
 * - `IDX#<lookup>#<at>#<seq>`: the pointer items logs written before the indexes hold instead (one per actor and per
 *   target); read only for entries without index keys, and gone with the TTL a year after the last was written.
 *
 * Both expire with the table's TTL a year after they were written (`AUDIT_RETENTION_DAYS`), as do the indexes below.
 */
const AUDIT_PARTITION = 'AUDIT#{workspaceId}';

/** An item of the audit partition: every one of them keyed under `AUDIT#<workspaceId>`, and expiring. */
const defineAuditEntity = <S extends z.ZodMiniObject, K extends string>(
  type: string,
  schema: S,
  sortKey: K,
  options: Pick<EntityDefinition<S, typeof AUDIT_PARTITION, K>, 'indexKeys'> = {},
) => defineEntity({ type, schema, partitionKey: AUDIT_PARTITION, sortKey, expires: true, ...options });

/**
 * The stored shape, v1: the API's fields as of v1, picked (functions/data/README.md), and what the chain keeps of its
 * own: the changes as written (each field's values before and after) and the hashes that link each entry to the last.
 */
export const storedAuditEntryV1 = z.extend(
  z.pick(auditEntrySchema, {
    id: true,
    seq: true,
    at: true,
    actor: true,
    action: true,
    target: true,
    ip: true,
    userAgent: true,
    requestId: true,
    result: true,
  }),
  {
    changes: z.record(z.string(), z.array(z.unknown())),
    /** The hash of entry seq − 1 (the genesis value for seq 1). */
    prevHash: z.string(),
    /** When entry seq − 1 was written: a gap before the oldest entry is expiry, not deletion, only if that is past retention. */
    prevAt: z.nullable(z.string()),
    /** SHA-256 (hex) of every attribute but this one, canonical JSON. */
    hash: z.string(),
  },
);
export type AuditEntryRecord = z.infer<typeof storedAuditEntryV1>;

export const auditEntryEntity = defineAuditEntity('AuditEntry', storedAuditEntryV1, 'ENTRY#{seqKey}', {
  indexKeys: (entry) => auditIndexKeys(entry.workspaceId, entry),
});

/** A list of entries in one of the table's global indexes: the index, and the list's key in it. */
export interface AuditList {
  index: Extract<TableIndexName, 'gsi1' | 'gsi2'>;
  key: string;
}
/** Every entry of one actor (a person, an automation, an API key…). */
export const actorList = (workspaceId: string, actorId: string): AuditList => ({
  index: 'gsi1',
  key: `AUDIT#${workspaceId}#A#${actorId}`,
});
/** Every entry about one thing (a task, an employee, the workspace…). */
export const targetList = (workspaceId: string, type: string, id: string): AuditList => ({
  index: 'gsi2',
  key: `AUDIT#${workspaceId}#G#${type}#${id}`,
});
/** An entry's place in its lists: its time, then its seq (two entries of one millisecond keep the chain's order). */
const listSortKey = (entry: Pick<AuditEntryRecord, 'at' | 'seq'>) => `${entry.at}#${seqKey(entry.seq)}`;

/** The index attributes an entry is written with (and `GET /api/audit/verify` checks against its content). */
export function auditIndexKeys(
  workspaceId: string,
  entry: Pick<AuditEntryRecord, 'actor' | 'target' | 'at' | 'seq'>,
): { gsi1pk: string; gsi1sk: string; gsi2pk: string; gsi2sk: string } {
  const sortKey = listSortKey(entry);
  return {
    gsi1pk: actorList(workspaceId, entry.actor.id).key,
    gsi1sk: sortKey,
    gsi2pk: targetList(workspaceId, entry.target.type, entry.target.id).key,
    gsi2sk: sortKey,
  };
}

/** Whether a stored entry carries its index keys (every entry written since the indexes; none of a log before). */
export const listedInIndexes = (item: Record<string, unknown>): boolean =>
  item[tableDefinition.indexes.gsi1.partitionKey] !== undefined;

/** The filters on an entry's own fields, beside the list or range a page reads. */
export interface EntryFilters {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
}

/** A FilterExpression over the entries' own fields (nested ones included), or none. */
function entryFilter(filters: EntryFilters) {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const paths = {
    actorId: ['actor', 'id'],
    action: ['action'],
    targetType: ['target', 'type'],
    targetId: ['target', 'id'],
  } as const;
  for (const [filter, path] of Object.entries(paths)) {
    const value = filters[filter as keyof EntryFilters];
    if (value === undefined) continue;
    for (const part of path) names[`#${part}`] = part;
    conditions.push(`${path.map((part) => `#${part}`).join('.')} = :${filter}`);
    values[`:${filter}`] = value;
  }
  return conditions.length ? { expression: conditions.join(' AND '), names, values } : undefined;
}

/**
 * One page of a list (by actor or by target), newest first, as stored: `from`/`to` bound the entries' times (both
 * included). The cursor carries the page's last entry's key and its place in the list, and is refused (400) outside
 * this workspace's log.
 */
export async function entriesInList(
  workspaceId: string,
  list: AuditList,
  options: { from?: string; to?: string; limit: number; cursor?: string } & EntryFilters,
): Promise<{ items: Array<Record<string, unknown>>; cursor: string | undefined }> {
  const { partitionKey, sortKey } = tableDefinition.indexes[list.index];
  const filter = entryFilter(options);
  const values: Record<string, unknown> = { ':list': list.key, ...filter?.values };
  // DynamoDB takes no empty string in a key condition, so an open end is no bound rather than ''.
  const bounds: string[] = [];
  if (options.from !== undefined) {
    bounds.push('#place >= :from');
    values[':from'] = options.from;
  }
  if (options.to !== undefined) {
    bounds.push('#place <= :to');
    // A time's entries sort after the time itself (`<at>#<seq>`), and before `<at>#\uffff`.
    values[':to'] = `${options.to}#\uffff`;
  }
  const range =
    bounds.length === 2 ? ' AND #place BETWEEN :from AND :to' : bounds.length === 1 ? ` AND ${bounds[0]}` : '';
  const { Items, LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: list.index,
      KeyConditionExpression: `#list = :list${range}`,
      FilterExpression: filter?.expression,
      ExpressionAttributeNames: { '#list': partitionKey, ...(range && { '#place': sortKey }), ...filter?.names },
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: options.cursor === undefined ? undefined : listCursorKey(options.cursor, workspaceId, list),
    }),
  );
  return {
    items: Items ?? [],
    cursor: LastEvaluatedKey && encodeListCursor(LastEvaluatedKey, list),
  };
}

/** A list page's cursor: the last entry's key and its place in the list (an index's position needs all four). */
const encodeListCursor = (key: Record<string, unknown>, list: AuditList): string =>
  Buffer.from(JSON.stringify([key.pk, key.sk, key[tableDefinition.indexes[list.index].sortKey]])).toString('base64url');

/** Whether a cursor was given by a list page (rather than by a page of the older pointer items). */
export function isListCursor(cursor: string): boolean {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(decoded) && decoded.length === 3;
  } catch {
    return false;
  }
}

function listCursorKey(cursor: string, workspaceId: string, list: AuditList): Record<string, unknown> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursor();
  }
  const [pk, sk, place] = Array.isArray(decoded) ? decoded : [];
  if (
    pk !== auditEntryEntity.partitionOf({ workspaceId }) ||
    typeof sk !== 'string' ||
    !sk.startsWith(ENTRY_PREFIX) ||
    typeof place !== 'string'
  ) {
    throw new InvalidCursor();
  }
  const { partitionKey, sortKey } = tableDefinition.indexes[list.index];
  return { pk, sk, [partitionKey]: list.key, [sortKey]: place };
}

/** A pointer of a log written before the indexes: the way it finds its entry (`A#<actor>`, `G#<type>#<id>`), and the entry's fields a filter reads. */
export const storedAuditPointerV1 = z.extend(z.pick(storedAuditEntryV1, { at: true, seq: true, action: true }), {
  lookup: z.string(),
  actorId: z.string(),
  targetType: z.string(),
  targetId: z.string(),
});
export type AuditPointer = z.infer<typeof storedAuditPointerV1>;

export const auditPointerEntity = defineAuditEntity('AuditPointer', storedAuditPointerV1, 'IDX#{lookup}#{at}#{seqKey}');

/** `000000000042`: seqs sort as numbers in the key. */
export const seqKey = (seq: number): string => String(seq).padStart(12, '0');

/**
 * The newest entry of the chain, even one past its expiry (the embedded engine never deletes, and DynamoDB's TTL
 * lags): the next seq must follow the last one stored, or its conditional put would fail forever.
 */
export async function lastAuditEntry(workspaceId: string): Promise<AuditEntryRecord | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entries)',
      ExpressionAttributeValues: { ':pk': auditEntryEntity.partitionOf({ workspaceId }), ':entries': 'ENTRY#' },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  const [item] = Items ?? [];
  return item && auditEntryEntity.parseStored(item);
}

/**
 * One page of the chain, oldest first, as stored: the verifier must see an item a hand in the table has made
 * unreadable (a field of the wrong type) as a finding, not fail on it. `seq` comes from the key, which no edit of the
 * attributes changes.
 */
export async function chainPage(
  workspaceId: string,
  start: Record<string, unknown> | undefined,
  limit: number,
): Promise<{
  items: Array<{ seq: number; item: Record<string, unknown> }>;
  next: Record<string, unknown> | undefined;
}> {
  const { Items, LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entries)',
      ExpressionAttributeValues: { ':pk': auditEntryEntity.partitionOf({ workspaceId }), ':entries': 'ENTRY#' },
      ConsistentRead: true,
      ExclusiveStartKey: start,
      Limit: limit,
    }),
  );
  return {
    items: (Items ?? []).map((item) => ({ seq: Number(String(item.sk).slice('ENTRY#'.length)), item })),
    next: LastEvaluatedKey,
  };
}

const ENTRY_PREFIX = 'ENTRY#';
const entryKey = (seq: number) => `${ENTRY_PREFIX}${seqKey(seq)}`;

/**
 * The newest `count` entries at or below `seq`, oldest first (their seq and time only): one read of the search that
 * turns a time range into seqs. An eventually consistent Query, which steps over a gap (an entry expired or deleted
 * by hand).
 */
export async function entriesAtOrBelow(
  workspaceId: string,
  seq: number,
  count: number,
): Promise<Array<{ seq: number; at: string }>> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :upTo',
      ExpressionAttributeValues: {
        ':pk': auditEntryEntity.partitionOf({ workspaceId }),
        ':first': ENTRY_PREFIX,
        ':upTo': entryKey(seq),
      },
      ProjectionExpression: 'sk, #at',
      ExpressionAttributeNames: { '#at': 'at' },
      ScanIndexForward: false,
      Limit: count,
    }),
  );
  return (Items ?? []).map(timeOf).reverse();
}

/** The oldest entry still stored (its seq and time only): the search's other end, beside `lastAuditEntry`. */
export async function oldestAuditEntry(workspaceId: string): Promise<{ seq: number; at: string } | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entries)',
      ExpressionAttributeValues: { ':pk': auditEntryEntity.partitionOf({ workspaceId }), ':entries': ENTRY_PREFIX },
      ProjectionExpression: 'sk, #at',
      ExpressionAttributeNames: { '#at': 'at' },
      Limit: 1,
    }),
  );
  const [item] = Items ?? [];
  return item && timeOf(item);
}

const timeOf = (item: Record<string, unknown>) => ({
  seq: Number(String(item.sk).slice(ENTRY_PREFIX.length)),
  at: String(item.at),
});

/**
 * One page of the chain between two seqs, newest first, as stored (the reader skips an item edited out of shape, as
 * the verification names it). Filters on the entry's own fields are Query filters: DynamoDB still reads the others.
 */
export async function entriesNewestFirst(
  workspaceId: string,
  seqs: { low: number; high: number },
  options: { limit: number; cursor?: string } & EntryFilters,
): Promise<{ items: Array<Record<string, unknown>>; cursor: string | undefined }> {
  const pk = auditEntryEntity.partitionOf({ workspaceId });
  // An empty range (from after to): DynamoDB refuses a BETWEEN whose ends are reversed.
  if (seqs.low > seqs.high) return { items: [], cursor: undefined };
  const filter = entryFilter(options);
  const { Items, LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      FilterExpression: filter?.expression,
      ExpressionAttributeNames: filter?.names,
      ExpressionAttributeValues: {
        ':pk': pk,
        ':low': entryKey(seqs.low),
        ':high': entryKey(seqs.high),
        ...filter?.values,
      },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: options.cursor === undefined ? undefined : decodeCursor(options.cursor, pk, ENTRY_PREFIX),
    }),
  );
  return { items: Items ?? [], cursor: LastEvaluatedKey && encodeCursor(LastEvaluatedKey) };
}

/**
 * `HOUR#<yyyy-mm-ddThh>`: the first entry the chain holds in each hour (UTC), written by the audit writer beside the
 * entry. An index, not part of the hashed chain: it only tells a time-range search where to start, so a time bound
 * costs the same few reads over a million entries as over ten, however unevenly they were written. An hour whose
 * marker is missing (the writer stopped between the entry and its marker) only widens the search to its neighbours;
 * `GET /api/audit/verify` checks every marker against the chain it indexes.
 */
export const storedAuditHourMarkerV1 = z.object({
  hour: z.string(),
  seq: z.number(),
  at: z.string(),
});
export type AuditHourMarker = z.infer<typeof storedAuditHourMarkerV1>;

export const auditHourMarkerEntity = defineAuditEntity('AuditHourMarker', storedAuditHourMarkerV1, 'HOUR#{hour}');

/** `2026-03-01T09`: the hour an ISO time falls in, as markers are keyed. */
export const hourOf = (at: string): string => at.slice(0, 13);

/**
 * The markers around an hour: the latest at or before it (the first entry of that hour or of an earlier one), and the
 * first after it (the first entry of a later hour); two single-item Queries side by side.
 */
export async function hourMarkersAround(
  workspaceId: string,
  hour: string,
): Promise<{ atOrBefore: AuditHourMarker | undefined; after: AuditHourMarker | undefined }> {
  const key = `${HOUR_PREFIX}${hour}`;
  const [atOrBefore, after] = await nearestAround(workspaceId, HOUR_PREFIX, key);
  return {
    atOrBefore: atOrBefore && auditHourMarkerEntity.parseStored(atOrBefore),
    after: after && auditHourMarkerEntity.parseStored(after),
  };
}

/**
 * The items under `prefix` nearest a key on each side: the last at or before `key`, and the first after it (just past
 * its own key). Two single-item Queries side by side.
 */
async function nearestAround(
  workspaceId: string,
  prefix: string,
  key: string,
): Promise<[Record<string, unknown> | undefined, Record<string, unknown> | undefined]> {
  const pk = auditEntryEntity.partitionOf({ workspaceId });
  const one = async (low: string, high: string, newestFirst: boolean) => {
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': pk, ':low': low, ':high': high },
        ScanIndexForward: !newestFirst,
        Limit: 1,
      }),
    );
    return Items?.[0];
  };
  return Promise.all([one(prefix, key, true), one(`${key}\u0000`, `${prefix}\uffff`, false)]);
}

const HOUR_PREFIX = 'HOUR#';

/**
 * `TICK#<at>#<seq>`: every `AUDIT_TICK_EVERY`th entry of the chain (its seq a multiple), keyed by its time, written by
 * the audit writer beside the entry: a sampled time list. The tick at or before a time and the one after it bracket
 * that time's place in the chain to at most `AUDIT_TICK_EVERY` entries, which one read covers, however unevenly the
 * hour around it was written (the hour markers alone leave a busy hour's 100,000 entries to search). Like the hour
 * markers an index, not hashed into the chain, and checked by `GET /api/audit/verify`; a missing tick (the writer
 * stopped between the entry and its tick, or a log written before ticks) only widens the bracket to its neighbours
 * or to the hour markers. Every 25th: a read is billed by the full size of the entries it passes (~0.7 KB each,
 * whatever it projects), so 24 entries cost ~2 read units where 99 cost ~9; the ticks add 1 write in 25.
 */
export const AUDIT_TICK_EVERY = 25;

export const storedAuditTickV1 = z.object({
  seq: z.number(),
  at: z.string(),
});
export type AuditTick = z.infer<typeof storedAuditTickV1>;

export const auditTickEntity = defineAuditEntity('AuditTick', storedAuditTickV1, 'TICK#{at}#{seqKey}');

const TICK_PREFIX = 'TICK#';

/**
 * The ticks around a time: the latest whose entry holds for a search (written before `time`, or at it when
 * `inclusive`), and the first whose entry does not. Two single-item Queries side by side.
 */
export async function ticksAround(
  workspaceId: string,
  time: string,
  inclusive: boolean,
): Promise<{ atOrBefore: AuditTick | undefined; after: AuditTick | undefined }> {
  // A tick at `time` itself sorts after `TICK#<time>` (its key goes on with `#<seq>`), and before `TICK#<time>#\uffff`.
  const split = `${TICK_PREFIX}${time}${inclusive ? '#\uffff' : ''}`;
  const [atOrBefore, after] = await nearestAround(workspaceId, TICK_PREFIX, split);
  return {
    atOrBefore: atOrBefore && auditTickEntity.parseStored(atOrBefore),
    after: after && auditTickEntity.parseStored(after),
  };
}
