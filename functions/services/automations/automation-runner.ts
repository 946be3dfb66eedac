import type { Automation } from '@shared/schemas/automation';
import type { BusEventDetail } from '@shared/schemas/bus-event';
import { type BusinessEventDetail, businessEventEnvelopeSchema } from '@shared/schemas/business-event';
import { automationActionPorts } from '../../adapters/automation-action-ports';
import {
  claimRun,
  type StoredAutomationRun,
  saveRunProgress,
  takeOverRun,
} from '../../data/automations/automation-runs';
import { listActiveAutomations, recordAutomationRun } from '../../data/automations/automations';
import { parkRun } from '../../data/automations/due-runs';
import { taskEntity } from '../../data/tasks/tasks';
import { type ActionPorts, describeEvent, performActionStep } from '../../domain/automations/actions';
import { chainDecision } from '../../domain/automations/chain';
import { type AdvanceResult, advanceRun } from '../../domain/automations/executor';
import { matchAutomations } from '../../domain/automations/matching';
import { stepRetryScheduleMinutes } from '../../domain/automations/retry';
import { eventData } from '../../domain/automations/run-data';
import { templateValues } from '../../domain/automations/template-values';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';
import { publishEvents } from '../../platform/events';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { recordAudit } from '../audit/audit-log';
import { automationTarget } from '../audit/audit-targets';
import { releasePlanUse, reservePlanUse } from '../billing/plan-usage';
import { connectedCrm } from '../integrations/connected-crm';
import { recordTaskChange } from '../kpi/kpi-rollups';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { noticeFailedRun } from './failure-notices';
import { registerEarlierFollowUpsOnce } from './note-follow-up-backfill';
import { workspaceRunHistoryDays } from './run-history';
import { stepActionPorts } from './step-action-ports';

/**
 * Runs automations for business events (the job `functions/jobs/automation-runner.ts`, invoked by the EventBridge
 * rule on the app's bus in AWS and by the in-process bus locally).
 *
 * For each active automation of the event's workspace whose trigger is the event's type: claim the run keyed by
 * (automation, event) with a conditional write — a redelivered event finds the run and does nothing — then step
 * through its steps (`advance`), recording each step. A delay or a transient failure parks the run until it is due
 * (`resume-due-runs.ts` wakes it: retries after 1 min, 5 min, 30 min, 2 h, 6 h). Step failures never throw (they are
 * recorded); only a failure to record throws, so EventBridge redelivers and the steps resume by their idempotency
 * keys, never acting twice. An automation the event's chain rules out (`domain/automations/chain.ts`:
 * its own run led to the event, or the chain is as long as chains may be) does not act: its run is recorded as
 * skipped, with why.
 */
export type RunOutcomeSummary = {
  automationId: string;
  runId: string;
  result: 'succeeded' | 'failed' | 'skipped' | 'waiting' | 'retrying' | 'duplicate';
};

/**
 * Another delivery of the same event holds the run. Thrown, so this delivery fails and is retried later (Lambda's
 * async retries, the local bus's backoff): by then the run is finished (a duplicate) or its lease has expired and the
 * retry takes it over.
 */
class RunInProgress extends Error {
  constructor(automationId: string, runId: string) {
    super(`Run ${runId} of automation ${automationId} is in progress in another delivery`);
    this.name = 'RunInProgress';
  }
}

export type AutomationRunResult =
  | { status: 'rejected'; issues: string[] }
  | { status: 'recorded'; eventId: string; automationsRun: number; runs: RunOutcomeSummary[] };

export interface RunnerDeps {
  listActiveAutomations(workspaceId: string, detail: BusinessEventDetail): Promise<Automation[]>;
  claimRun: typeof claimRun;
  takeOverRun: typeof takeOverRun;
  saveRunProgress: typeof saveRunProgress;
  /** Parks a run that waits (a delay, a retry) until its due time. */
  parkRun: typeof parkRun;
  recordAutomationRun: typeof recordAutomationRun;
  /** Tells people of a run that failed for good (absent in runner tests that notify no one). */
  noticeFailedRun?: typeof noticeFailedRun;
  /** Puts what a run did on the audit log (absent in runner tests that keep no log). */
  recordAudit?: typeof recordAudit;
  actionPorts(workspaceId: string, automation: Automation, runId: string): ActionPorts;
  /** Days the workspace's plan keeps a run (`runHistoryDays`). */
  runHistoryDays(workspaceId: string): Promise<number>;
  /** The zone the actions' texts give times in: the workspace's (UTC until the browser sent one). */
  timeZone(workspaceId: string): Promise<string>;
  /** Minutes before each retry of a transiently failed step (`stepRetryScheduleMinutes`). */
  retrySchedule: readonly number[];
  /** Announces a finished run on the bus (outgoing webhooks); absent, runs are not announced. */
  publish?: (details: BusEventDetail[]) => Promise<void>;
  newId(): string;
  now(): Date;
}

/**
 * A run left `running` longer than this was abandoned by a runner that died: the Lambda timeout is 1 minute, and
 * Lambda retries a failed async invocation after about 1 and 3 minutes, so the second retry takes over.
 */
export const RUN_LEASE_MS = 2 * 60 * 1000;

export async function runAutomations(
  event: unknown,
  deps: RunnerDeps = defaultRunnerDeps(),
): Promise<AutomationRunResult> {
  const parsed = businessEventEnvelopeSchema.safeParse(event);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`);
    // Not thrown: a malformed event stays malformed, so redelivery would only repeat this line.
    logger.error('Rejected a malformed business event', { issues });
    return { status: 'rejected', issues };
  }
  const { detail } = parsed.data;
  const candidates = await deps.listActiveAutomations(detail.workspaceId, detail);
  const automations = matchAutomations(candidates, detail);
  logger.info('Business event received', {
    workspaceId: detail.workspaceId,
    eventId: detail.eventId,
    type: detail.type,
    automations: automations.length,
  });

  // Read only when something will run (most events match no automation), side by side: both come before any step.
  const [timeZone, historyDays] = automations.length
    ? await Promise.all([deps.timeZone(detail.workspaceId), deps.runHistoryDays(detail.workspaceId)])
    : [DEFAULT_TIME_ZONE, 0];
  const settled = await Promise.allSettled(
    automations.map((automation) => runOne(automation, detail, { timeZone, historyDays }, deps)),
  );
  const failures = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failures.length) {
    // The runs that did finish are recorded; redelivery skips them and resumes the others.
    throw new AggregateError(
      failures.map((f) => f.reason),
      `${failures.length} automation run(s) did not finish in this delivery`,
    );
  }
  const runs = settled.map((s) => (s as PromiseFulfilledResult<RunOutcomeSummary>).value);
  return {
    status: 'recorded',
    eventId: detail.eventId,
    automationsRun: runs.filter((r) => r.result !== 'skipped' && r.result !== 'duplicate').length,
    runs,
  };
}

async function runOne(
  automation: Automation,
  event: BusinessEventDetail,
  { timeZone, historyDays }: { timeZone: string; historyDays: number },
  deps: RunnerDeps,
): Promise<RunOutcomeSummary> {
  const startedAt = deps.now();
  const decision = chainDecision(event.chain, automation.id);
  const run: StoredAutomationRun = {
    id: deps.newId(),
    automationId: automation.id,
    eventId: event.eventId,
    trigger: event.type,
    status: decision.run ? 'running' : 'skipped',
    startedAt: startedAt.toISOString(),
    finishedAt: decision.run ? null : startedAt.toISOString(),
    attempts: 0,
    eventSummary: describeEvent(event),
    detail: decision.run ? null : decision.reason,
    error: null,
    triggerData: event,
    steps: [],
    replayOf: null,
    replayFrom: null,
  };
  const claim = await deps.claimRun(event.workspaceId, run, startedAt, historyDays);
  if (!decision.run) {
    if (claim.claimed) {
      logger.info('Automation skipped: chain rule', { automationId: automation.id, chain: event.chain });
      return { automationId: automation.id, runId: run.id, result: 'skipped' };
    }
    return { automationId: automation.id, runId: claim.existing.id, result: 'duplicate' };
  }
  let claimed = run;
  if (!claim.claimed) {
    const { existing } = claim;
    if (existing.status !== 'running') return { automationId: automation.id, runId: existing.id, result: 'duplicate' };
    const abandoned = startedAt.getTime() - Date.parse(existing.startedAt) > RUN_LEASE_MS;
    if (!abandoned || !(await deps.takeOverRun(event.workspaceId, existing, run.startedAt))) {
      // Not a success: if the runner holding the run dies, only a later redelivery can finish it.
      throw new RunInProgress(automation.id, existing.id);
    }
    // Its steps' records say what it did already: those steps are not performed again.
    claimed = existing;
    logger.warn('Took over an abandoned automation run', { runId: existing.id, automationId: automation.id });
  }
  const status = await advance(automation, claimed, event, timeZone, deps);
  return { automationId: automation.id, runId: claimed.id, result: status };
}

/**
 * Steps the run on from its records (`domain/automations/executor.ts`) and stores where it got to. A run that waits (a
 * delay, a retry) is parked with its due time for `resumeDueRuns`; a run that ended is counted on its automation,
 * audited and announced.
 */
export async function advance(
  automation: Automation,
  run: StoredAutomationRun,
  event: BusinessEventDetail,
  timeZone: string,
  deps: RunnerDeps,
): Promise<AdvanceResult['status']> {
  const { workspaceId } = event;
  const chain = chainDecision(event.chain, automation.id);
  const ports = deps.actionPorts(workspaceId, automation, run.id);
  const values = templateValues(event, timeZone);
  const result = await advanceRun({
    steps: automation.steps,
    data: eventData(event),
    records: run.steps,
    keyPrefix: run.id,
    now: deps.now(),
    retrySchedule: deps.retrySchedule,
    perform: (step, _index, outputs, idempotencyKey) =>
      performActionStep(
        step,
        {
          automation,
          event,
          idempotencyKey,
          values: { ...values, steps: outputs },
          chain: chain.run ? chain.chain : [automation.id],
          now: deps.now(),
          timeZone,
        },
        ports,
      ),
  });
  const over = result.status !== 'waiting' && result.status !== 'retrying';
  const finishedAt = over ? deps.now().toISOString() : null;
  await deps.saveRunProgress(workspaceId, run, {
    status: result.status,
    finishedAt,
    attempts: result.attempts,
    detail: result.detail,
    error: result.error,
    steps: result.steps,
  });
  if (result.dueAt) {
    await deps.parkRun({
      dueAt: result.dueAt,
      workspaceId,
      runId: run.id,
      automationId: automation.id,
      eventId: run.eventId,
    });
  }
  if (!finishedAt) return result.status;
  const pausedReason =
    result.status === 'succeeded' || result.status === 'failed'
      ? await deps.recordAutomationRun(workspaceId, automation.id, result.status, finishedAt)
      : null;
  if (result.status === 'succeeded') {
    await deps.recordAudit?.(workspaceId, {
      action: 'automation.action_performed',
      actor: { type: 'automation', id: automation.id, name: automation.name },
      target: automationTarget(automation),
      changes: { [automation.actionType]: [null, result.detail] },
    });
  }
  if (result.status === 'failed') {
    logger.warn('Automation run failed', { automationId: automation.id, runId: run.id, error: result.error });
    await tellOfFailure(deps, workspaceId, automation, { id: run.id, error: result.error }, pausedReason, timeZone);
  }
  await announceRun(deps, event, automation, { ...result, id: run.id, finishedAt });
  return result.status;
}

/** The run is recorded whether or not anyone is told, and a redelivery finds it finished: a failure is logged. */
async function tellOfFailure(deps: RunnerDeps, ...args: Parameters<typeof noticeFailedRun>): Promise<void> {
  try {
    await deps.noticeFailedRun?.(...args);
  } catch (error) {
    logger.error('Telling of a failed automation run failed', { runId: args[2].id, error: error as Error });
  }
}

/**
 * `automation_run_succeeded` / `automation_run_failed` on the bus. The run is recorded whether or not it is
 * announced, and a redelivery would find it finished and announce nothing, so a bus failure is logged, not thrown.
 */
async function announceRun(
  deps: RunnerDeps,
  event: BusinessEventDetail,
  automation: Automation,
  run: Pick<AdvanceResult, 'status' | 'attempts' | 'error'> & { id: string; finishedAt: string },
): Promise<void> {
  if (!deps.publish || (run.status !== 'succeeded' && run.status !== 'failed')) return;
  try {
    await deps.publish([
      {
        type: run.status === 'succeeded' ? 'automation_run_succeeded' : 'automation_run_failed',
        eventId: deps.newId(),
        workspaceId: event.workspaceId,
        occurredAt: run.finishedAt,
        data: {
          run: {
            id: run.id,
            automationId: automation.id,
            automationName: automation.name,
            trigger: event.type,
            triggerEventId: event.eventId,
            finishedAt: run.finishedAt,
            attempts: run.attempts,
            error: run.error,
          },
        },
      },
    ]);
  } catch (error) {
    logger.error('Publishing the automation run failed', { runId: run.id, error: error as Error });
  }
}

/**
 * A follow-up task counts against the plan like one a person creates: over the month's limit the run fails with the
 * 402's message (a permanent failure: retrying cannot lift a limit), which its run history shows.
 */
function countingTasks(workspaceId: string, ports: ActionPorts): ActionPorts {
  return {
    ...ports,
    async createTask(task) {
      const use = await reservePlanUse(workspaceId, 'tasks');
      let created = false;
      try {
        created = await ports.createTask(task);
        return created;
      } finally {
        // Not created (it failed, or an earlier attempt of this run made it and was counted then): not counted now.
        if (!created) await releasePlanUse(use);
      }
    },
  };
}

/** The real ports: the table, and SES/SNS or the outbox. */
export function defaultRunnerDeps(): RunnerDeps {
  return {
    async listActiveAutomations(workspaceId, detail) {
      const active = await listActiveAutomations(workspaceId);
      await registerEarlierFollowUpsOnce(workspaceId, active);
      return active.filter((automation) => automation.triggerType === detail.type);
    },
    claimRun,
    takeOverRun,
    saveRunProgress,
    parkRun,
    recordAutomationRun,
    noticeFailedRun,
    recordAudit,
    actionPorts: (workspaceId, automation) =>
      countingTasks(
        workspaceId,
        withTaskRollups(
          workspaceId,
          automationActionPorts(workspaceId, automation, () => connectedCrm(workspaceId), stepActionPorts(workspaceId)),
        ),
      ),
    runHistoryDays: workspaceRunHistoryDays,
    timeZone: workspaceTimeZone,
    retrySchedule: stepRetryScheduleMinutes,
    publish: publishEvents,
    newId,
    now: () => new Date(),
  };
}

/** A follow-up task an automation creates counts on the dashboard like any other (once: a retried run creates none). */
function withTaskRollups(workspaceId: string, ports: ActionPorts): ActionPorts {
  return {
    ...ports,
    async createTask(task) {
      const created = await ports.createTask(task);
      if (created) {
        const stored = await taskEntity.get({ workspaceId, id: task.id }, { consistent: true });
        if (stored) await recordTaskChange(workspaceId, undefined, stored);
      }
      return created;
    },
  };
}
