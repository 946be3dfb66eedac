import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AuditEntryRecord,
  auditEntryEntity,
  auditPointerEntity,
  seqKey,
} from '../../functions/data/audit/audit-entries';
import { db, tableName } from '../../functions/platform/dynamodb/client';
import { tableDefinition } from '../../functions/platform/dynamodb/table-definition';
import { actorLookup, targetLookup } from '../../functions/services/audit/audit-chain';

/**
 * The pointer items a writer before the table's indexes put beside an entry: one in its actor's list and one in its
 * target's, carrying the fields a second filter reads.
 */
export function legacyPointersOf(workspaceId: string, entry: AuditEntryRecord) {
  return [actorLookup(entry.actor.id), targetLookup(entry.target.type, entry.target.id)].map((lookup) => ({
    workspaceId,
    seqKey: seqKey(entry.seq),
    lookup,
    at: entry.at,
    seq: entry.seq,
    actorId: entry.actor.id,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
  }));
}

/** Makes an entry the current writer stored look as one stored before the indexes: no index keys, two pointers. */
export async function asWrittenBeforeTheIndexes(workspaceId: string, entry: AuditEntryRecord): Promise<void> {
  const indexKeys = Object.values(tableDefinition.indexes).flatMap((index) => [index.partitionKey, index.sortKey]);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: auditEntryEntity.keyOf({ workspaceId, seqKey: seqKey(entry.seq) }),
      UpdateExpression: `REMOVE ${indexKeys.map((_, i) => `#k${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(indexKeys.map((name, i) => [`#k${i}`, name])),
    }),
  );
  await auditPointerEntity.putMany(legacyPointersOf(workspaceId, entry));
}
