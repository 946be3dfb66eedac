import type { Automation } from '@shared/schemas/automation';
import { automationRunQueuedDetailSchema } from '@shared/schemas/bus-event';
import {
  BUSINESS_EVENT_SOURCE,
  type BusinessEventDetail,
  businessEventDetailSchema,
  eventEnvelopeOf,
} from '@shared/schemas/business-event';
import * as z from '@shared/zod';
import { automationRunEntity, type StoredAutomationRun } from '../../data/automations/automation-runs';
import { automationEntity } from '../../data/automations/automations';
import { type DueRun, dueRuns, parkRun, takeDueRun } from '../../data/automations/due-runs';
import { logger } from '../../platform/logger';
import { advance, defaultRunnerDeps, type RunnerDeps } from './automation-runner';
import { withoutSecrets } from './automation-view';

/**
 * Wakes the runs whose delay ended or whose step is due for its next retry (the job `functions/jobs/resume-due-runs.ts`,
 * every minute: EventBridge Scheduler in AWS, the local scheduler locally). Each due item is taken (deleted) first, so
 * of two overlapping ticks only one resumes a run; a resume that throws before the run is stored parks it again, and
 * the steps it did are found by their idempotency keys on the next try, never done twice.
 */
export interface ResumeDeps extends RunnerDeps {
  dueRuns(now: Date, max: number): Promise<DueRun[]>;
  takeDueRun(due: DueRun): Promise<boolean>;
  getRun(due: DueRun): Promise<StoredAutomationRun | undefined>;
  getAutomation(workspaceId: string, id: string): Promise<Automation | undefined>;
}

/** Runs resumed per tick; the rest wait for the next minute. */
const BATCH = 100;

export async function resumeDueRuns(deps: ResumeDeps = defaultResumeDeps()): Promise<{ resumed: number }> {
  return resumeEach(await deps.dueRuns(deps.now(), BATCH), deps);
}

const queuedRunEnvelopeSchema = eventEnvelopeOf(z.literal('automation_run_queued'), automationRunQueuedDetailSchema);

/** Whether the runner was handed a queued run (`automation_run_queued`) rather than a business event. */
export const isQueuedRun = (event: unknown): boolean =>
  typeof event === 'object' &&
  event !== null &&
  (event as Record<string, unknown>).source === BUSINESS_EVENT_SOURCE &&
  (event as Record<string, unknown>)['detail-type'] === 'automation_run_queued';

/**
 * Starts a queued run (a replay) as soon as the runner is handed it, the way a tick would: by taking its due item
 * first. A tick that took it already started it, and a second delivery finds it gone: either way nothing runs twice.
 * A failure parks the run again for the ticks, so it is not thrown (a redelivery would find no due item to take).
 */
export async function resumeQueuedRun(
  event: unknown,
  deps: ResumeDeps = defaultResumeDeps(),
): Promise<QueuedRunResult> {
  const parsed = queuedRunEnvelopeSchema.safeParse(event);
  if (!parsed.success) {
    // The parked item stays: the every-minute job starts the run.
    logger.error('Rejected a malformed queued-run event', { issues: parsed.error.issues.length });
    return { status: 'queued_run', resumed: 0 };
  }
  const { workspaceId, data } = parsed.data.detail;
  const { id: runId, automationId, eventId, dueAt } = data.run;
  const { resumed } = await resumeEach([{ dueAt, workspaceId, runId, automationId, eventId }], deps);
  return { status: 'queued_run', resumed };
}

export type QueuedRunResult = { status: 'queued_run'; resumed: number };

async function resumeEach(due: readonly DueRun[], deps: ResumeDeps): Promise<{ resumed: number }> {
  let resumed = 0;
  for (const item of due) {
    if (!(await deps.takeDueRun(item))) continue;
    try {
      await resumeOne(item, deps);
      resumed += 1;
    } catch (error) {
      logger.error('Resuming an automation run failed; it stays parked', { runId: item.runId, error: error as Error });
      await deps.parkRun(item);
    }
  }
  return { resumed };
}

async function resumeOne(due: DueRun, deps: ResumeDeps): Promise<void> {
  const run = await deps.getRun(due);
  if (!run || (run.status !== 'waiting' && run.status !== 'retrying')) return; // expired, or replayed meanwhile
  const event = businessEventDetailSchema.safeParse(run.triggerData);
  const automation = await deps.getAutomation(due.workspaceId, due.automationId);
  if (!automation?.isActive || !event.success) {
    const detail = !automation
      ? 'Stopped: the automation was deleted while the run waited'
      : !automation.isActive
        ? 'Stopped: the automation was switched off while the run waited'
        : 'Stopped: the run’s trigger data could not be read';
    await deps.saveRunProgress(due.workspaceId, run, {
      status: 'skipped',
      finishedAt: deps.now().toISOString(),
      attempts: run.attempts,
      detail,
      error: null,
      steps: run.steps,
    });
    return;
  }
  await advance(automation, run, event.data as BusinessEventDetail, await deps.timeZone(due.workspaceId), deps);
}

export function defaultResumeDeps(): ResumeDeps {
  return {
    ...defaultRunnerDeps(),
    dueRuns,
    takeDueRun,
    parkRun,
    getRun: (due) => automationRunEntity.get(due, { consistent: true }),
    getAutomation: async (workspaceId, id) => {
      const stored = await automationEntity.get({ workspaceId, id }, { consistent: true });
      return stored && withoutSecrets(stored);
    },
  };
}
