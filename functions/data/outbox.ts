import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxMessage } from '@shared/schemas/automation';
import { db, isConditionalCheckFailure, tableName } from './client';
import { queryWorkspaceItems } from './query-all';

/**
 * The outbox: every email and SMS an automation sent (AWS) or would have sent (local mode).
 * `pk = WS#<workspaceId>`, `sk = OUTBOX#<runId>`: a run sends at most one message, so a retried or redelivered run
 * finds its message already there instead of storing a second one.
 */
export const outboxKey = (workspaceId: string, messageId: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `OUTBOX#${messageId}`,
});

export type OutboxRecord = OutboxMessage & { workspaceId: string };

/** Stores the message; `false` if a message with this id was stored already. */
export async function putOutboxMessage(message: OutboxRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...outboxKey(message.workspaceId, message.id), type: 'OutboxMessage', ...message },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getOutboxMessage(workspaceId: string, messageId: string): Promise<OutboxMessage | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: outboxKey(workspaceId, messageId), ConsistentRead: true }),
  );
  return Item ? toOutboxMessage(Item) : undefined;
}

/** The workspace's messages, newest first. */
export async function listOutbox(workspaceId: string, limit = 100): Promise<OutboxMessage[]> {
  const items = await queryWorkspaceItems(workspaceId, 'OUTBOX#', { newestFirst: true, limit });
  return items.map(toOutboxMessage);
}

function toOutboxMessage(item: Record<string, unknown>): OutboxMessage {
  return {
    id: item.id as string,
    channel: item.channel as OutboxMessage['channel'],
    to: item.to as string,
    subject: (item.subject as string | null | undefined) ?? null,
    body: item.body as string,
    delivery: item.delivery as OutboxMessage['delivery'],
    providerMessageId: (item.providerMessageId as string | null | undefined) ?? null,
    automationId: item.automationId as string,
    automationName: item.automationName as string,
    runId: item.runId as string,
    createdAt: item.createdAt as string,
  };
}
