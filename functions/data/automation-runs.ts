import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AutomationRun, AutomationRunStatus } from '@shared/schemas/automation';
import { runKeyOf } from '../domain/automations/matching';
import { db, isConditionalCheckFailure, tableName } from './client';
import { nowEpochSeconds } from './expiry';
import { queryWorkspaceItems } from './query-all';

/**
 * Automation runs: `pk = WS#<workspaceId>`, `sk = RUN#<automationId>#<eventId>`: one item per (automation, event),
 * created with `attribute_not_exists`, which is what makes at-least-once delivery act at most once. Runs of one
 * automation are one `begins_with` Query. They expire (TTL) after 90 days; EventBridge gives up on an event after
 * 2 hours, so no redelivery can outlive its run's key.
 */
export const runKey = (workspaceId: string, automationId: string, eventId: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `RUN#${runKeyOf(automationId, eventId)}`,
});

const RUN_RETENTION_SECONDS = 90 * 24 * 3600;

export type AutomationRunRecord = AutomationRun & { workspaceId: string };

export type ClaimResult = { claimed: true } | { claimed: false; existing: AutomationRunRecord };

/** Creates the run in `running`; if the (automation, event) run exists already, returns it instead. */
export async function claimRun(run: AutomationRunRecord, now: Date = new Date()): Promise<ClaimResult> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...runKey(run.workspaceId, run.automationId, run.eventId),
          type: 'AutomationRun',
          ...run,
          expiresAt: nowEpochSeconds(now) + RUN_RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const existing = await getRun(run.workspaceId, run.automationId, run.eventId);
    if (!existing) throw error;
    return { claimed: false, existing };
  }
}

/**
 * Takes over a run left in `running` by a runner that died (its lease expired): conditional on the start time it
 * read, so of two redeliveries only one takes over. Keeps the run's id, so the action's writes stay idempotent.
 */
export async function takeOverRun(run: AutomationRunRecord, startedAt: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: runKey(run.workspaceId, run.automationId, run.eventId),
        UpdateExpression: 'SET startedAt = :new',
        ConditionExpression: '#status = :running AND startedAt = :old',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':new': startedAt, ':old': run.startedAt, ':running': 'running' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export interface RunOutcome {
  status: Exclude<AutomationRunStatus, 'running'>;
  finishedAt: string;
  attempts: number;
  detail: string | null;
  error: string | null;
}

export async function finishRun(
  workspaceId: string,
  automationId: string,
  eventId: string,
  outcome: RunOutcome,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: runKey(workspaceId, automationId, eventId),
      UpdateExpression:
        'SET #status = :status, finishedAt = :finishedAt, attempts = :attempts, detail = :detail, #error = :error',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':finishedAt': outcome.finishedAt,
        ':attempts': outcome.attempts,
        ':detail': outcome.detail,
        ':error': outcome.error,
      },
    }),
  );
}

export async function getRun(
  workspaceId: string,
  automationId: string,
  eventId: string,
): Promise<AutomationRunRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: runKey(workspaceId, automationId, eventId), ConsistentRead: true }),
  );
  return Item ? toRun(Item) : undefined;
}

/** The automation's runs, newest first (at most `limit`). */
export async function listRuns(workspaceId: string, automationId: string, limit = 50): Promise<AutomationRunRecord[]> {
  const items = await queryWorkspaceItems(workspaceId, `RUN#${automationId}#`, { consistent: true });
  const now = nowEpochSeconds();
  return items
    .filter((item) => !(typeof item.expiresAt === 'number' && item.expiresAt <= now))
    .map(toRun)
    .sort((a, b) => (a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : b.id.localeCompare(a.id)))
    .slice(0, limit);
}

function toRun(item: Record<string, unknown>): AutomationRunRecord {
  return {
    id: item.id as string,
    workspaceId: item.workspaceId as string,
    automationId: item.automationId as string,
    eventId: item.eventId as string,
    trigger: item.trigger as AutomationRun['trigger'],
    status: item.status as AutomationRunStatus,
    startedAt: item.startedAt as string,
    finishedAt: (item.finishedAt as string | null | undefined) ?? null,
    attempts: (item.attempts as number | undefined) ?? 0,
    eventSummary: (item.eventSummary as string | undefined) ?? '',
    detail: (item.detail as string | null | undefined) ?? null,
    error: (item.error as string | null | undefined) ?? null,
  };
}

export function toRunView({ workspaceId: _workspaceId, ...run }: AutomationRunRecord): AutomationRun {
  return run;
}
