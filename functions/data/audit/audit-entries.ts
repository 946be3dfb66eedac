import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditEntrySchema } from '@shared/schemas/audit';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import { decodeCursor, defineEntity, encodeCursor } from '../../platform/dynamodb/entity';

/**
 * The audit log of a workspace, in a partition of its own (`AUDIT#<workspaceId>`), so that IAM can tell its items
 * from every other item by the leading key alone (infra/README.md: no function may update or delete them):
 *
 * - `ENTRY#<seq, 12 digits>`: the chain. Entry n carries the SHA-256 of its own content and of entry n−1's hash
 *   (`prevHash`), written only if absent, so two writers can never both take seq n and nothing is ever overwritten
 *   through the app. The chain items are the truth: every read answers from them.
 * - `IDX#<lookup>#<at>#<seq>`: one tiny pointer per way of finding an entry by who or what — actor (`A#<id>`) and
 *   target (`G#<type>#<id>`) — so a filtered page is one Query in key order, newest first, over a million entries as
 *   over ten. Pointers carry the other filter fields (action, target type), so a further filter is a Query filter on
 *   the most selective pointer list. There is no time list: the chain is in time order already (an entry's time
 *   never precedes the one before it), so an unfiltered page reads the chain itself, its time range turned into a
 *   seq range by a search. Logs written before that still hold `IDX#T#…` pointers; nothing reads them, and they
 *   expire with the rest.
 *
 * Both expire with the table's TTL a year after they were written (`AUDIT_RETENTION_DAYS`), as do the indexes below.
 */
const AUDIT_PARTITION = 'AUDIT#{workspaceId}';

/** An item of the audit partition: every one of them keyed under `AUDIT#<workspaceId>`, and expiring. */
const defineAuditEntity = <S extends z.ZodMiniObject, K extends string>(type: string, schema: S, sortKey: K) =>
  defineEntity({ type, schema, partitionKey: AUDIT_PARTITION, sortKey, expires: true });

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

export const auditEntryEntity = defineAuditEntity('AuditEntry', storedAuditEntryV1, 'ENTRY#{seqKey}');

/** A pointer: the way it finds its entry (`A#<actor>`, `G#<type>#<id>`), and the entry's fields a filter reads. */
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
  options: { limit: number; cursor?: string; action?: string; targetType?: string; targetId?: string },
): Promise<{ items: Array<Record<string, unknown>>; cursor: string | undefined }> {
  const pk = auditEntryEntity.partitionOf({ workspaceId });
  // An empty range (from after to): DynamoDB refuses a BETWEEN whose ends are reversed.
  if (seqs.low > seqs.high) return { items: [], cursor: undefined };
  const filters: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': pk, ':low': entryKey(seqs.low), ':high': entryKey(seqs.high) };
  if (options.action !== undefined) {
    filters.push('#action = :action');
    names['#action'] = 'action';
    values[':action'] = options.action;
  }
  for (const [field, value] of [
    ['type', options.targetType],
    ['id', options.targetId],
  ] as const) {
    if (value === undefined) continue;
    filters.push(`#target.#${field} = :${field}`);
    names['#target'] = 'target';
    names[`#${field}`] = field;
    values[`:${field}`] = value;
  }
  const { Items, LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      FilterExpression: filters.length ? filters.join(' AND ') : undefined,
      ExpressionAttributeNames: filters.length ? names : undefined,
      ExpressionAttributeValues: values,
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
