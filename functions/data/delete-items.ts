import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

type Key = { pk: string; sk: string };

/** BatchWriteItem takes at most 25 requests. */
const BATCH = 25;

/** Deletes the items (missing ones are no error), 25 per BatchWriteItem, asking again for what DynamoDB left over. */
export async function deleteItems(keys: readonly Key[]): Promise<void> {
  const table = tableName();
  for (let i = 0; i < keys.length; i += BATCH) {
    let pending = keys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error('BatchWriteItem left deletes unprocessed after 5 attempts');
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (result.UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  }
}
