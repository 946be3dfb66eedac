import { Cron } from 'croner';
import { logger } from '../../functions/platform/logger';

/**
 * The local stand-in for EventBridge Scheduler: runs the same job handler modules on the same schedules (the sync at
 * the top of every hour; the scheduled automations and the parked automation runs every minute, the latter every
 * `dueRunsEverySeconds` in tests). `protect` skips a tick while the previous run is still going.
 */
export function startLocalScheduler(options: { dueRunsEverySeconds?: number } = {}): { stop(): void } {
  const every = options.dueRunsEverySeconds;
  const jobs = [
    job(
      every ? `*/${every} * * * * *` : '* * * * *',
      'resume-due-runs',
      'Resuming due automation runs failed',
      () => import('../../functions/jobs/resume-due-runs'),
    ),
    job(
      '0 * * * *',
      'sync-fan-out',
      'Scheduled sync fan-out failed',
      () => import('../../functions/jobs/sync-fan-out'),
    ),
    job(
      '* * * * *',
      'automation-schedules',
      'Firing scheduled automations failed',
      () => import('../../functions/jobs/automation-schedules'),
    ),
  ];
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
  };
}

/** A job module's handler on `pattern`, loaded at its first tick; a failed run is logged and the next tick runs. */
function job(pattern: string, name: string, failure: string, load: () => Promise<{ handler: () => Promise<unknown> }>) {
  return new Cron(pattern, { name, protect: true }, async () => {
    const { handler } = await load();
    try {
      await handler();
    } catch (error) {
      logger.error(failure, { error: error as Error });
    }
  });
}
