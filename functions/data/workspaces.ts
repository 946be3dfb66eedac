import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriptionTier } from '@shared/schemas/user';
import { db, isConditionalCheckFailure, tableName } from './client';

export interface WorkspaceRecord {
  id: string;
  name: string;
  ownerUserId: string;
  memberUserIds: string[];
  subscriptionTier: SubscriptionTier;
  createdAt: string;
}

/** The workspace's own item sits in its partition, beside every business item it owns. */
export const workspaceKey = (workspaceId: string) => ({ pk: `WS#${workspaceId}`, sk: 'WORKSPACE' });

export async function putNewWorkspace(workspace: WorkspaceRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...workspaceKey(workspace.id), type: 'Workspace', ...workspace },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getWorkspace(workspaceId: string): Promise<WorkspaceRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: workspaceKey(workspaceId) }));
  return Item ? toWorkspace(Item) : undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: a raw DynamoDB item, read field by field below
export function toWorkspace(Item: Record<string, any>): WorkspaceRecord {
  return {
    id: Item.id,
    name: Item.name,
    ownerUserId: Item.ownerUserId,
    memberUserIds: Item.memberUserIds ?? [Item.ownerUserId],
    subscriptionTier: Item.subscriptionTier ?? 'starter',
    createdAt: Item.createdAt,
  };
}

export async function deleteWorkspace(workspaceId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: workspaceKey(workspaceId) }));
}

/** The workspace's IANA time zone, or null while the browser has not sent one (the dashboard then uses UTC). */
export async function getWorkspaceTimeZone(workspaceId: string): Promise<string | null> {
  const { Item } = await db().send(
    // TIMEZONE is a reserved word in DynamoDB expressions.
    new GetCommand({
      TableName: tableName(),
      Key: workspaceKey(workspaceId),
      ProjectionExpression: '#zone',
      ExpressionAttributeNames: { '#zone': 'timeZone' },
    }),
  );
  return (Item?.timeZone as string | undefined) ?? null;
}

/** Stores the time zone if none is stored yet ("sent once"); false when one already was. */
export async function setWorkspaceTimeZoneOnce(workspaceId: string, timeZone: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: workspaceKey(workspaceId),
        UpdateExpression: 'SET #zone = :zone',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#zone)',
        ExpressionAttributeNames: { '#zone': 'timeZone' },
        ExpressionAttributeValues: { ':zone': timeZone },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
