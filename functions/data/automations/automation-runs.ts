import { automationRunSchema, replayFromValues, runRecordStatuses, stepRunSchema } from '@shared/schemas/automation';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { automationRunRefEntity } from './run-refs';

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

/** A step's record as stored (v3): the API's fields, picked. */
const storedStepRun = z.pick(stepRunSchema, {
  index: true,
  type: true,
  action: true,
  status: true,
  idempotencyKey: true,
  input: true,
  output: true,
  error: true,
  attempts: true,
  durationMs: true,
  startedAt: true,
  finishedAt: true,
  nextAttemptAt: true,
});

/**
 * v3 (issue 33): the trigger's event the run started from (so a delayed or retried run resumes, and a replay starts,
 * without the bus), each step's record, and the run it replays. A v2 run predates steps: no event kept, no records.
 */
export const storedAutomationRunV3 = z.extend(storedAutomationRunV2, {
  triggerData: z.nullable(z.record(z.string(), z.unknown())),
  steps: z.array(storedStepRun),
  replayOf: nullableString,
  replayFrom: z.nullable(z.enum(replayFromValues)),
});
export type StoredAutomationRun = z.infer<typeof storedAutomationRunV3>;

/**
 * Automation runs: `WS#<workspaceId>` / `RUN#<automationId>#<eventId>`: one item per (automation, event), created
 * only if absent, which is what makes at-least-once delivery act at most once. Runs of one automation are one prefix
 * Query. They expire (TTL) after the plan's history days (30 or 90); EventBridge gives up on an event after 2 hours,
 * so no redelivery can outlive its run's key.
 */
export const automationRunEntity = defineWorkspaceEntity(
  'AutomationRun',
  storedAutomationRunV3,
  'RUN#{automationId}#{eventId}',
  {
    expires: true,
    versions: {
      1: storedVersion(storedAutomationRunV1, (run) => run),
      2: storedVersion(storedAutomationRunV2, (run) => ({
        ...run,
        triggerData: null,
        steps: [],
        replayOf: null,
        replayFrom: null,
      })),
    },
  },
);

export type ClaimResult = { claimed: true } | { claimed: false; existing: StoredAutomationRun };

/**
 * Creates the run (in `running`, or already `skipped`); if the (automation, event) run exists already, answers it
 * instead. Its id's pointer is written first, so a run found by key can always be found by id too. Both expire
 * `historyDays` after the run started (the plan's `runHistoryDays`).
 */
export async function claimRun(
  workspaceId: string,
  run: StoredAutomationRun,
  now: Date,
  historyDays: number,
): Promise<ClaimResult> {
  const expiresAt = nowEpochSeconds(now) + historyDays * 24 * 3600;
  const existing = await automationRunEntity.get({ workspaceId, ...run }, { consistent: true });
  if (existing) return { claimed: false, existing };
  await automationRunRefEntity.put({ workspaceId, ...run }, { expiresAt });
  if (await automationRunEntity.create({ workspaceId, ...run }, { expiresAt })) return { claimed: true };
  const raced = await automationRunEntity.get({ workspaceId, ...run }, { consistent: true });
  if (!raced) throw new Error(`Run ${run.automationId}#${run.eventId} exists but cannot be read`);
  return { claimed: false, existing: raced };
}

/** A run by its id (null when there is none, or it expired). */
export async function findRun(workspaceId: string, runId: string): Promise<StoredAutomationRun | null> {
  const ref = await automationRunRefEntity.get({ workspaceId, id: runId }, { consistent: true });
  if (!ref) return null;
  return (await automationRunEntity.get({ workspaceId, ...ref }, { consistent: true })) ?? null;
}

/**
 * Takes over a run left in `running` by a runner that died (its lease expired): conditional on the start time it
 * read, so of two redeliveries only one takes over. Keeps the run's id, so the action's writes stay idempotent.
 */
export async function takeOverRun(workspaceId: string, run: StoredAutomationRun, startedAt: string): Promise<boolean> {
  const taken = await automationRunEntity.update(
    { workspaceId, ...run },
    { startedAt },
    { if: { status: 'running', startedAt: run.startedAt } },
  );
  return taken !== undefined;
}

/** Where a run got to: its status, its steps' records and, once over, when it finished. */
export type RunProgress = Pick<
  StoredAutomationRun,
  'status' | 'finishedAt' | 'attempts' | 'detail' | 'error' | 'steps'
>;

export async function saveRunProgress(
  workspaceId: string,
  run: Pick<StoredAutomationRun, 'automationId' | 'eventId'>,
  progress: RunProgress,
): Promise<void> {
  await automationRunEntity.update({ workspaceId, ...run }, progress);
}
