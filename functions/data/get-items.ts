import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

type Key = { pk: string; sk: string };

/**
 * Reads several items in one round trip (BatchGetItem), answering in the order of `keys` with undefined for a
 * missing item. For small fixed sets, e.g. a user and their workspace on every authenticated page load.
 */
export async function getItems(keys: Key[]): Promise<Array<Record<string, unknown> | undefined>> {
  const table = tableName();
  let pending: Key[] = keys;
  const found = new Map<string, Record<string, unknown>>();
  // DynamoDB may hand back unprocessed keys under load; ask again for just those.
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
    const result = await db().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }));
    for (const item of result.Responses?.[table] ?? []) found.set(`${item.pk}|${item.sk}`, item);
    pending = (result.UnprocessedKeys?.[table]?.Keys as Key[] | undefined) ?? [];
  }
  if (pending.length > 0) throw new Error('BatchGetItem left keys unprocessed after 5 attempts');
  return keys.map((k) => found.get(`${k.pk}|${k.sk}`));
}
