import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailure, tableName } from './client';

/** Links an identity provider's subject (Cognito `sub`) to our user id. */
export interface ExternalIdentityRecord {
  provider: 'cognito';
  subject: string;
  userId: string;
  createdAt: string;
}

export const externalIdentityKey = (provider: string, subject: string) => ({
  pk: `IDENTITY#${provider}#${subject}`,
  sk: 'IDENTITY',
});

export async function getExternalIdentity(provider: 'cognito', subject: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: externalIdentityKey(provider, subject) }),
  );
  return Item as ExternalIdentityRecord | undefined;
}

/** Returns false when another request linked this subject first. */
export async function putNewExternalIdentity(identity: ExternalIdentityRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...externalIdentityKey(identity.provider, identity.subject), type: 'ExternalIdentity', ...identity },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
