import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Runs a Query to the end, following `LastEvaluatedKey` (a page holds at most 1 MB). */
export async function queryAll(input: QueryCommandInput, max = Infinity): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < max);
  return items.slice(0, max);
}

export interface WorkspaceQueryOptions {
  /** ULID and ISO sort keys make this "newest first". */
  newestFirst?: boolean;
  /** Strongly consistent: sees a write made just before (e.g. an automation switched off a moment ago). */
  consistent?: boolean;
  limit?: number;
  filter?: { expression: string; values: Record<string, unknown> };
}

/** Every item of one kind in a workspace's partition: the items whose `sk` starts with `prefix`. */
export function queryWorkspaceItems(
  workspaceId: string,
  prefix: string,
  { newestFirst = false, consistent, limit, filter }: WorkspaceQueryOptions = {},
): Promise<Record<string, unknown>[]> {
  return queryAll(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `WS#${workspaceId}`, ':prefix': prefix, ...filter?.values },
      ...(filter ? { FilterExpression: filter.expression } : {}),
      ScanIndexForward: !newestFirst,
      ...(consistent ? { ConsistentRead: true } : {}),
      ...(limit ? { Limit: limit } : {}),
    },
    limit,
  );
}
