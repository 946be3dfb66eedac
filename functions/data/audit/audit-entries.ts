import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditActorSchema, auditResults, auditTargetSchema } from '@shared/schemas/audit';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * The audit log of a workspace, in a partition of its own (`AUDIT#<workspaceId>`), so that IAM can tell its items
 * from every other item by the leading key alone (infra/README.md: no function may update or delete them):
 *
 * - `ENTRY#<seq, 12 digits>`: the chain. Entry n carries the SHA-256 of its own content and of entry n−1's hash
 *   (`prevHash`), written only if absent, so two writers can never both take seq n and nothing is ever overwritten
 *   through the app. The chain items are the truth: every read answers from them.
 * - `IDX#<lookup>#<at>#<seq>`: one tiny pointer per way of finding an entry — by time (`T`), actor (`A#<id>`) and
 *   target (`G#<type>#<id>`) — so a filtered page is one Query in key order, newest first, over a million entries as
 *   over ten. Pointers carry the other filter fields (action, target type), so a further filter is a Query filter on
 *   the most selective pointer list.
 *
 * Both expire with the table's TTL a year after they were written (`AUDIT_RETENTION_DAYS`).
 */
export const AUDIT_PARTITION = 'AUDIT#{workspaceId}';

export const storedAuditEntryV1 = z.object({
  id: z.string(),
  seq: z.number(),
  at: z.string(),
  actor: auditActorSchema,
  action: z.string(),
  target: auditTargetSchema,
  changes: z.record(z.string(), z.array(z.unknown())),
  ip: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
  result: z.enum(auditResults),
  /** The hash of entry seq − 1 (the genesis value for seq 1). */
  prevHash: z.string(),
  /** When entry seq − 1 was written: a gap before the oldest entry is expiry, not deletion, only if that is past retention. */
  prevAt: z.nullable(z.string()),
  /** SHA-256 (hex) of every attribute above, canonical JSON. */
  hash: z.string(),
});
export type AuditEntryRecord = z.infer<typeof storedAuditEntryV1>;

export const auditEntryEntity = defineEntity({
  type: 'AuditEntry',
  schema: storedAuditEntryV1,
  partitionKey: AUDIT_PARTITION,
  sortKey: 'ENTRY#{seqKey}',
  expires: true,
});

export const storedAuditPointerV1 = z.object({
  lookup: z.string(),
  at: z.string(),
  seq: z.number(),
  actorId: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
});
export type AuditPointer = z.infer<typeof storedAuditPointerV1>;

export const auditPointerEntity = defineEntity({
  type: 'AuditPointer',
  schema: storedAuditPointerV1,
  partitionKey: AUDIT_PARTITION,
  sortKey: 'IDX#{lookup}#{at}#{seqKey}',
  expires: true,
});

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
