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
    new Cron(every ? `*/${every} * * * * *` : '* * * * *', { name: 'resume-due-runs', protect: true }, async () => {
      const { handler } = await import('../../functions/jobs/resume-due-runs');
      try {
        await handler();
      } catch (error) {
        logger.error('Resuming due automation runs failed', { error: error as Error });
      }
    }),
    new Cron('0 * * * *', { name: 'sync-fan-out', protect: true }, async () => {
      const { handler } = await import('../../functions/jobs/sync-fan-out');
      try {
        await handler();
      } catch (error) {
        logger.error('Scheduled sync fan-out failed', { error: error as Error });
      }
    }),
    new Cron('* * * * *', { name: 'automation-schedules', protect: true }, async () => {
      const { handler } = await import('../../functions/jobs/automation-schedules');
      try {
        await handler();
      } catch (error) {
        logger.error('Firing scheduled automations failed', { error: error as Error });
      }
    }),
  ];
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
  };
}
