import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailure, tableName } from './client';

/** Built-in sign-in's email → password hash. The key is the normalised email, so one credential per email. */
export interface LocalCredentialRecord {
  email: string;
  userId: string;
  passwordHash: string;
  createdAt: string;
}

export const localCredentialKey = (email: string) => ({ pk: `CREDENTIAL#${email}`, sk: 'LOCAL' });

/** Returns false when the email already has a credential (the conditional write lost). */
export async function putNewLocalCredential(credential: LocalCredentialRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...localCredentialKey(credential.email), type: 'LocalCredential', ...credential },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getLocalCredential(email: string): Promise<LocalCredentialRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: localCredentialKey(email) }));
  return Item as LocalCredentialRecord | undefined;
}
