import type { Automation, AutomationRun, BulkReplayResult, ReplayFrom, StepRun } from '@shared/schemas/automation';
import {
  automationRunEntity,
  claimRun,
  findRun,
  type StoredAutomationRun,
} from '../../data/automations/automation-runs';
import { automationEntity } from '../../data/automations/automations';
import { type DueRun, parkRun } from '../../data/automations/due-runs';
import { untried } from '../../domain/automations/untried-step';
import { Conflict } from '../../platform/errors';
import { publishEvents } from '../../platform/events';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { recordAudit } from '../audit/audit-log';
import { automationTarget } from '../audit/audit-targets';
import { found, notFound } from '../workspace/not-found';
import { withoutSecrets } from './automation-view';
import { workspaceRunHistoryDays } from './run-history';

/**
 * Replays hand their runs to the runner the way a waiting run is handed to it: each replay is stored as a run queued
 * for replay and parked as due now, then announced to the runner on the bus (`automation_run_queued`), which takes the
 * parked item and starts the run at once (`resume-due-runs.ts`). If the announcement is lost, the every-minute job
 * finds the parked item and starts it within the minute. So the replay routes only write records and publish, and
 * never load the runner, its actions or their provider clients.
 */
export interface ReplayDeps {
  claimRun: typeof claimRun;
  parkRun: typeof parkRun;
  publish: typeof publishEvents;
  runHistoryDays(workspaceId: string): Promise<number>;
  newId(): string;
  now(): Date;
}

const defaultReplayDeps = (): ReplayDeps => ({
  claimRun,
  parkRun,
  publish: publishEvents,
  runHistoryDays: workspaceRunHistoryDays,
  newId,
  now: () => new Date(),
});

/**
 * Replays a run as a new run of the automation as it is now (the fix applied), from the event the original started
 * from. From the trigger every step is done again under the new run's keys; from the failed step the new run starts
 * with the original's step records, so the steps that succeeded are read back, not redone, and the rest are done
 * under the original's keys (a send that went out before the original failed to record it is not sent again).
 * Answers the new run as queued; its page follows it as the runner steps it through.
 */
export async function replayRun(
  workspaceId: string,
  runId: string,
  from: ReplayFrom,
  deps: ReplayDeps = defaultReplayDeps(),
): Promise<AutomationRun> {
  const original = found((await findRun(workspaceId, runId)) ?? undefined, 'automationRun');
  const automation = await replayableAutomation(workspaceId, original.automationId);
  const run = await queueReplay(workspaceId, original, from, deps);
  await startNow(workspaceId, [run], deps);
  await auditReplays(workspaceId, automation, [original], [run], from);
  return run;
}

/**
 * Replays, from the failed step, every failed run of the automation that no later run replays already (a replay that
 * failed again is replayed, not its original a second time).
 */
export async function replayFailedRuns(
  workspaceId: string,
  automationId: string,
  deps: ReplayDeps = defaultReplayDeps(),
): Promise<BulkReplayResult> {
  const automation = await replayableAutomation(workspaceId, automationId);
  const runs = await automationRunEntity.queryAll({ workspaceId, automationId }, { consistent: true });
  const replayed = new Set(runs.map((run) => run.replayOf));
  const failed = runs.filter((run) => run.status === 'failed' && !replayed.has(run.id));
  const replays: StoredAutomationRun[] = [];
  for (const original of failed) replays.push(await queueReplay(workspaceId, original, 'failed_step', deps));
  await startNow(workspaceId, replays, deps);
  if (replays.length) await auditReplays(workspaceId, automation, failed, replays, 'failed_step');
  return { replayed: replays.length, runIds: replays.map((run) => run.id) };
}

async function queueReplay(
  workspaceId: string,
  original: StoredAutomationRun,
  from: ReplayFrom,
  deps: ReplayDeps,
): Promise<StoredAutomationRun> {
  if (from === 'failed_step' && original.status !== 'failed') {
    throw new Conflict('This run has no failed step to replay from: replay it from the trigger instead');
  }
  // The runner reads the event back when it resumes the run (and stops a run whose event it cannot read).
  if (!original.triggerData) {
    throw new Conflict('This run predates replays: it did not keep the event it started from');
  }
  const now = deps.now();
  const run: StoredAutomationRun = {
    id: deps.newId(),
    automationId: original.automationId,
    // A run is keyed by (automation, event): the replay is a new run, so it takes an id of its own in the event's place.
    eventId: deps.newId(),
    trigger: original.trigger,
    status: 'waiting',
    startedAt: now.toISOString(),
    finishedAt: null,
    attempts: 0,
    eventSummary: original.eventSummary,
    detail: 'Queued for replay',
    error: null,
    triggerData: original.triggerData,
    steps: from === 'failed_step' ? original.steps.map(toRedo) : [],
    replayOf: original.id,
    replayFrom: from,
  };
  await deps.claimRun(workspaceId, run, now, await deps.runHistoryDays(workspaceId));
  await deps.parkRun(dueItemOf(workspaceId, run));
  return run;
}

/** A queued replay's parked item: due when it was queued. */
const dueItemOf = (workspaceId: string, run: StoredAutomationRun): DueRun => ({
  dueAt: run.startedAt,
  workspaceId,
  runId: run.id,
  automationId: run.automationId,
  eventId: run.eventId,
});

/**
 * Tells the runner to start the queued replays now. They are stored and parked already, so a bus failure only delays
 * them to the job's next tick: it is logged, and the replay is still answered as queued.
 */
async function startNow(workspaceId: string, runs: readonly StoredAutomationRun[], deps: ReplayDeps): Promise<void> {
  if (!runs.length) return;
  try {
    await deps.publish(
      runs.map((run) => {
        const { dueAt, automationId, eventId } = dueItemOf(workspaceId, run);
        return {
          type: 'automation_run_queued' as const,
          eventId: deps.newId(),
          workspaceId,
          occurredAt: deps.now().toISOString(),
          data: { run: { id: run.id, automationId, eventId, dueAt } },
        };
      }),
    );
  } catch (error) {
    logger.warn('Queued replays were not announced; the parked-runs job starts them within a minute', {
      workspaceId,
      runIds: runs.map((run) => run.id),
      error: error as Error,
    });
  }
}

/** One entry per request, by the member who asked: which runs were replayed as which, and from where. */
function auditReplays(
  workspaceId: string,
  automation: Automation,
  originals: readonly StoredAutomationRun[],
  replays: readonly StoredAutomationRun[],
  from: ReplayFrom,
): Promise<void> {
  return recordAudit(workspaceId, {
    action: 'automation.replayed',
    target: automationTarget(automation),
    changes: {
      runIds: [originals.map((run) => run.id), replays.map((run) => run.id)],
      from: [null, from],
    },
  });
}

/** The automation as it is now, which a replay runs: it must exist and be switched on (a paused one is fixed first). */
async function replayableAutomation(workspaceId: string, id: string): Promise<Automation> {
  const stored = await automationEntity.get({ workspaceId, id }, { consistent: true });
  if (!stored) throw notFound('automation');
  if (!stored.isActive) throw new Conflict(`“${stored.name}” is switched off: switch it on to replay its runs`);
  return withoutSecrets(stored);
}

/** A step of the original as the replay starts it: kept if it succeeded, else to do again from scratch, same key. */
function toRedo(step: StepRun): StepRun {
  if (step.status === 'succeeded') return step;
  return { ...step, status: 'pending', ...untried };
}
