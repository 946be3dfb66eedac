import {
  type AutomationRun,
  type AutomationRunStatus,
  automationRunSchema,
  runRecordStatuses,
} from '@shared/schemas/automation';
import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';

/**
 * The stored shape, v1: the API's fields as of v1, picked, so that a field the API adds is neither stored nor
 * required of stored items until a new stored version says how old items get it (functions/data/README.md). Its
 * statuses are frozen here: the API's grew `skipped` in v2.
 */
export const storedAutomationRunV1 = z.extend(
  z.pick(automationRunSchema, {
    id: true,
    automationId: true,
    eventId: true,
    trigger: true,
    startedAt: true,
    finishedAt: true,
    attempts: true,
    eventSummary: true,
    detail: true,
    error: true,
  }),
  { status: z.enum(['running', 'succeeded', 'failed']) },
);

/** v2: a run may be `skipped` (the event's automation chain ruled it out; `detail` says why). Every v1 item is a v2 one. */
export const storedAutomationRunV2 = z.extend(storedAutomationRunV1, { status: z.enum(runRecordStatuses) });

/**
 * Automation runs: `WS#<workspaceId>` / `RUN#<automationId>#<eventId>`: one item per (automation, event), created
 * only if absent, which is what makes at-least-once delivery act at most once. Runs of one automation are one prefix
 * Query. They expire (TTL) after 90 days; EventBridge gives up on an event after 2 hours, so no redelivery can
 * outlive its run's key.
 */
export const automationRunEntity = defineWorkspaceEntity(
  'AutomationRun',
  storedAutomationRunV2,
  'RUN#{automationId}#{eventId}',
  { expires: true, versions: { 1: storedVersion(storedAutomationRunV1, (run) => run) } },
);

const RUN_RETENTION_SECONDS = 90 * 24 * 3600;

export type ClaimResult = { claimed: true } | { claimed: false; existing: AutomationRun };

/**
 * Creates the run (in `running`, or already `skipped`); if the (automation, event) run exists already, answers it
 * instead.
 */
export async function claimRun(workspaceId: string, run: AutomationRun, now: Date): Promise<ClaimResult> {
  const expiresAt = nowEpochSeconds(now) + RUN_RETENTION_SECONDS;
  if (await automationRunEntity.create({ workspaceId, ...run }, { expiresAt })) return { claimed: true };
  const existing = await automationRunEntity.get({ workspaceId, ...run }, { consistent: true });
  if (!existing) throw new Error(`Run ${run.automationId}#${run.eventId} exists but cannot be read`);
  return { claimed: false, existing };
}

/**
 * Takes over a run left in `running` by a runner that died (its lease expired): conditional on the start time it
 * read, so of two redeliveries only one takes over. Keeps the run's id, so the action's writes stay idempotent.
 */
export async function takeOverRun(workspaceId: string, run: AutomationRun, startedAt: string): Promise<boolean> {
  const taken = await automationRunEntity.update(
    { workspaceId, ...run },
    { startedAt },
    { if: { status: 'running', startedAt: run.startedAt } },
  );
  return taken !== undefined;
}

export type RunOutcome = Pick<AutomationRun, 'finishedAt' | 'attempts' | 'detail' | 'error'> & {
  status: Exclude<AutomationRunStatus, 'running'>;
};

export async function finishRun(workspaceId: string, run: AutomationRun, outcome: RunOutcome): Promise<void> {
  await automationRunEntity.update({ workspaceId, ...run }, outcome);
}
