import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export interface UserRecord {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The workspace the user works in; their personal one, created at first sign-in. */
  workspaceId: string;
  createdAt: string;
  updatedAt: string;
}

export const userKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' });

export async function putNewUser(user: UserRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...userKey(user.id), type: 'User', ...user },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(userId) }));
  return Item ? toUser(Item) : undefined;
}

export type UserProfile = Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

export async function updateUserProfile(userId: string, profile: UserProfile, now: Date): Promise<UserRecord> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: 'SET email = :e, firstName = :f, lastName = :l, profileImageUrl = :p, updatedAt = :u',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':e': profile.email,
        ':f': profile.firstName,
        ':l': profile.lastName,
        ':p': profile.profileImageUrl,
        ':u': now.toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toUser(Attributes!);
}

export async function deleteUser(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: userKey(userId) }));
}

export function toUser(item: Record<string, unknown>): UserRecord {
  return {
    id: item.id as string,
    email: (item.email as string | null) ?? null,
    firstName: (item.firstName as string | null) ?? null,
    lastName: (item.lastName as string | null) ?? null,
    profileImageUrl: (item.profileImageUrl as string | null) ?? null,
    workspaceId: item.workspaceId as string,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}
