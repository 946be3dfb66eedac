import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailure, tableName } from './client';

/**
 * How many automations a workspace has, kept with `ADD` on one counter item (`pk = WS#<id>`, `sk =
 * COUNTER#AUTOMATIONS`) so the plan's limit holds under concurrent creates without a transaction: a slot is
 * reserved (conditional ADD) before the automation is written and released if the write fails or on delete.
 */
export const automationCounterKey = (workspaceId: string) => ({ pk: `WS#${workspaceId}`, sk: 'COUNTER#AUTOMATIONS' });

/** Reserves one slot; `false` when the workspace already has `limit` automations. `null` means unlimited. */
export async function reserveAutomationSlot(workspaceId: string, limit: number | null): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: automationCounterKey(workspaceId),
        UpdateExpression: 'SET #type = :type ADD #count :one',
        ...(limit === null ? {} : { ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit' }),
        ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
        ExpressionAttributeValues: { ':one': 1, ':type': 'Counter', ...(limit === null ? {} : { ':limit': limit }) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function releaseAutomationSlot(workspaceId: string): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: automationCounterKey(workspaceId),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionalCheckFailure(error)) throw error;
    });
}
