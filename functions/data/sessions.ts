import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailure, tableName } from './client';

export interface SessionRecord {
  /** SHA-256 of the cookie value: a leaked table never yields a usable session id. */
  idHash: string;
  userId: string;
  workspaceId: string;
  createdAt: number;
  lastSeenAt: number;
  absoluteExpiresAt: number;
  idleExpiresAt: number;
  /** TTL attribute: the earlier of the two expiries. Epoch seconds, like the two above. */
  expiresAt: number;
}

export const sessionKey = (idHash: string) => ({ pk: `SESSION#${idHash}`, sk: 'SESSION' });

export async function putSession(session: SessionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...sessionKey(session.idHash), type: 'Session', ...session },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getSession(idHash: string): Promise<SessionRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sessionKey(idHash) }));
  return Item as SessionRecord | undefined;
}

/** Slides the idle expiry. Conditional, so a session deleted by a concurrent logout is never brought back. */
export async function touchSession(
  idHash: string,
  update: Pick<SessionRecord, 'lastSeenAt' | 'idleExpiresAt' | 'expiresAt'>,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(idHash),
        UpdateExpression: 'SET lastSeenAt = :l, idleExpiresAt = :i, expiresAt = :e',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':l': update.lastSeenAt, ':i': update.idleExpiresAt, ':e': update.expiresAt },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

export async function deleteSession(idHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(idHash) }));
}
