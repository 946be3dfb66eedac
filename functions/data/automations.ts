import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Automation, AutomationRunStatus } from '@shared/schemas/automation';
import type { BusinessEventType } from '@shared/schemas/business-event';
import { db, isConditionalCheckFailure, tableName } from './client';
import { queryWorkspaceItems } from './query-all';

/**
 * Automations: `pk = WS#<workspaceId>`, `sk = AUTOMATION#<ulid>`. The runner reads the workspace's automations with
 * one strongly consistent Query and filters on trigger and `isActive`, so switching an automation off takes effect
 * for the very next event (a sparse GSI would be eventually consistent). A workspace holds at most a few dozen.
 */
export const automationKey = (workspaceId: string, automationId: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `AUTOMATION#${automationId}`,
});

export type AutomationRecord = Automation & { workspaceId: string };

export async function putNewAutomation(automation: AutomationRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...automationKey(automation.workspaceId, automation.id), type: 'Automation', ...automation },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getAutomation(workspaceId: string, automationId: string): Promise<AutomationRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: automationKey(workspaceId, automationId), ConsistentRead: true }),
  );
  return Item ? toAutomation(Item) : undefined;
}

/** Every automation of the workspace, newest first. */
export async function listAutomations(workspaceId: string): Promise<AutomationRecord[]> {
  const items = await queryWorkspaceItems(workspaceId, 'AUTOMATION#', { newestFirst: true, consistent: true });
  return items.map(toAutomation);
}

/** The active automations of the workspace with this trigger (for the runner). */
export async function listActiveAutomationsFor(
  workspaceId: string,
  trigger: BusinessEventType,
): Promise<AutomationRecord[]> {
  const items = await queryWorkspaceItems(workspaceId, 'AUTOMATION#', {
    consistent: true,
    filter: {
      expression: 'isActive = :active AND triggerType = :trigger',
      values: { ':active': true, ':trigger': trigger },
    },
  });
  return items.map(toAutomation);
}

export interface AutomationChanges {
  isActive?: boolean;
  name?: string;
  description?: string | null;
  updatedAt: string;
}

export async function updateAutomation(
  workspaceId: string,
  automationId: string,
  changes: AutomationChanges,
): Promise<AutomationRecord | undefined> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: automationKey(workspaceId, automationId),
        UpdateExpression: `SET ${entries.map(([k]) => `#${k} = :${k}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k]) => [`#${k}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([k, v]) => [`:${k}`, v])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toAutomation(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}

/** Counts a finished run on the automation (for its card); a no-op if it was deleted meanwhile. */
export async function recordAutomationRun(
  workspaceId: string,
  automationId: string,
  status: AutomationRunStatus,
  at: string,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: automationKey(workspaceId, automationId),
        UpdateExpression: 'SET lastRunAt = :at, lastRunStatus = :status ADD runCount :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at, ':status': status, ':one': 1 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

export async function deleteAutomation(workspaceId: string, automationId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: automationKey(workspaceId, automationId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

function toAutomation(item: Record<string, unknown>): AutomationRecord {
  return {
    id: item.id as string,
    workspaceId: item.workspaceId as string,
    name: item.name as string,
    description: (item.description as string | null | undefined) ?? null,
    isActive: item.isActive as boolean,
    triggerType: item.triggerType as AutomationRecord['triggerType'],
    actionType: item.actionType as AutomationRecord['actionType'],
    actionConfig: (item.actionConfig as AutomationRecord['actionConfig'] | undefined) ?? {},
    createdByUserId: item.createdByUserId as string,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    runCount: (item.runCount as number | undefined) ?? 0,
    lastRunAt: (item.lastRunAt as string | null | undefined) ?? null,
    lastRunStatus: (item.lastRunStatus as AutomationRunStatus | null | undefined) ?? null,
  };
}

export function toAutomationView({ workspaceId: _workspaceId, ...automation }: AutomationRecord): Automation {
  return automation;
}
