import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/platform/dynamodb/client';

/**
 * Every item of a workspace's partition as stored, read straight from the table (consistently, all pages): what a
 * test checks when the API's answers cannot show it (sealed secrets, what a deletion left behind).
 */
export function workspacePartition(workspaceId: string): Promise<Record<string, unknown>[]> {
  return partitionItems(`WS#${workspaceId}`);
}

/** Every item stored under the partition key `pk` (such as a workspace's audit partition), consistently, all pages. */
export async function partitionItems(pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
