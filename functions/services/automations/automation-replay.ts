import type { Automation, AutomationRun, BulkReplayResult, ReplayFrom, StepRun } from '@shared/schemas/automation';
import { type BusinessEventDetail, businessEventDetailSchema } from '@shared/schemas/business-event';
import { automationRunEntity, findRun, type StoredAutomationRun } from '../../data/automations/automation-runs';
import { automationEntity } from '../../data/automations/automations';
import { Conflict } from '../../platform/errors';
import { found, notFound } from '../workspace/not-found';
import { advance, defaultRunnerDeps, type RunnerDeps } from './automation-runner';
import { withoutSecrets } from './automation-view';

/**
 * Replays a run as a new run of the automation as it is now (the fix applied), from the event the original started
 * from. From the trigger every step is done again under the new run's keys; from the failed step the new run starts
 * with the original's step records, so the steps that succeeded are read back, not redone, and the rest are done
 * under the original's keys (a send that went out before the original failed to record it is not sent again).
 */
export async function replayRun(
  workspaceId: string,
  runId: string,
  from: ReplayFrom,
  deps: RunnerDeps = defaultRunnerDeps(),
): Promise<AutomationRun> {
  const original = found((await findRun(workspaceId, runId)) ?? undefined, 'automationRun');
  const replay = await startReplay(workspaceId, original, from, 'running', deps);
  await advance(replay.automation, replay.run, replay.event, await deps.timeZone(workspaceId), deps);
  return found((await findRun(workspaceId, replay.run.id)) ?? undefined, 'automationRun');
}

/**
 * Replays, from the failed step, every failed run of the automation that no later run replays already (a replay that
 * failed again is replayed, not its original a second time). The replays are parked as due now and run by the
 * every-minute job, so a long list does not hold the request.
 */
export async function replayFailedRuns(
  workspaceId: string,
  automationId: string,
  deps: RunnerDeps = defaultRunnerDeps(),
): Promise<BulkReplayResult> {
  await replayableAutomation(workspaceId, automationId);
  const runs = await automationRunEntity.queryAll({ workspaceId, automationId }, { consistent: true });
  const replayed = new Set(runs.map((run) => run.replayOf));
  const failed = runs.filter((run) => run.status === 'failed' && !replayed.has(run.id));
  const runIds: string[] = [];
  for (const original of failed) {
    const { run } = await startReplay(workspaceId, original, 'failed_step', 'waiting', deps);
    await deps.parkRun({
      dueAt: deps.now().toISOString(),
      workspaceId,
      runId: run.id,
      automationId,
      eventId: run.eventId,
    });
    runIds.push(run.id);
  }
  return { replayed: runIds.length, runIds };
}

async function startReplay(
  workspaceId: string,
  original: StoredAutomationRun,
  from: ReplayFrom,
  status: 'running' | 'waiting',
  deps: RunnerDeps,
): Promise<{ run: StoredAutomationRun; automation: Automation; event: BusinessEventDetail }> {
  const automation = await replayableAutomation(workspaceId, original.automationId);
  if (from === 'failed_step' && original.status !== 'failed') {
    throw new Conflict('This run has no failed step to replay from: replay it from the trigger instead');
  }
  const event = businessEventDetailSchema.safeParse(original.triggerData);
  if (!event.success) {
    throw new Conflict('This run predates replays: it did not keep the event it started from');
  }
  const now = deps.now();
  const run: StoredAutomationRun = {
    id: deps.newId(),
    automationId: original.automationId,
    // A run is keyed by (automation, event): the replay is a new run, so it takes an id of its own in the event's place.
    eventId: deps.newId(),
    trigger: original.trigger,
    status,
    startedAt: now.toISOString(),
    finishedAt: null,
    attempts: 0,
    eventSummary: original.eventSummary,
    detail: status === 'waiting' ? 'Queued for replay' : null,
    error: null,
    triggerData: original.triggerData,
    steps: from === 'failed_step' ? original.steps.map(toRedo) : [],
    replayOf: original.id,
    replayFrom: from,
  };
  await deps.claimRun(workspaceId, run, now, await deps.runHistoryDays(workspaceId));
  return { run, automation, event: event.data as BusinessEventDetail };
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
  return {
    ...step,
    status: 'pending',
    output: null,
    error: null,
    attempts: 0,
    durationMs: null,
    startedAt: null,
    finishedAt: null,
    nextAttemptAt: null,
  };
}
