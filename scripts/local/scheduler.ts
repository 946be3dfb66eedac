import { Cron } from 'croner';
import { logger } from '../../functions/platform/logger';

/**
 * The local stand-in for EventBridge Scheduler: runs the same job handler modules on the same schedule.
 * `protect` skips a tick while the previous run is still going, as a single-concurrency Lambda would.
 */
export function startLocalScheduler(): { stop(): void } {
  const jobs = [
    new Cron('0 * * * *', { name: 'integration-sync', protect: true }, async () => {
      const { handler } = await import('../../functions/jobs/integration-sync');
      try {
        await handler();
      } catch (error) {
        logger.error('Scheduled integration sync failed', { error: error as Error });
      }
    }),
  ];
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
  };
}
