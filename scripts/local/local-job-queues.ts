import { handler as exportWorker } from '../../functions/jobs/export-worker';
import { handler as forecastRecompute } from '../../functions/jobs/forecast-recompute';
import { exportQueue } from '../../functions/platform/export-queue';
import { forecastQueue } from '../../functions/platform/forecast-queue';
import { installLocalAppQueue, type LocalQueue } from './local-queue';

/**
 * The queues of the work the jobs hand on, each with its consumer as in AWS (`infra/constructs/jobs.ts`): forecast
 * recomputes after an import or a scheduled bank sync, and background exports. One message per invocation, three
 * receives before a message is dead-lettered, 30 s between them (the visibility timeout's stand-in).
 */
export function installLocalForecastQueue(): LocalQueue {
  return installLocalAppQueue(forecastQueue, {
    name: 'forecast',
    worker: forecastRecompute,
    concurrency: 2,
    maxReceives: 3,
    retryDelayMs: 30_000,
  });
}

export function installLocalExportQueue(): LocalQueue {
  return installLocalAppQueue(exportQueue, {
    name: 'export',
    worker: exportWorker,
    concurrency: 2,
    maxReceives: 3,
    retryDelayMs: 30_000,
  });
}
