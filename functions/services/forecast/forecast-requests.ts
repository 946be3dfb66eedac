import { forecastQueue } from '../../platform/forecast-queue';
import { logger } from '../../platform/logger';
import { type ForecastMessage, forecastingOn } from './forecast-messages';

/**
 * A job's `recomputeForecastAfterBooksChanged`: once the books changed (a statement imported, a scheduled bank sync),
 * the forecast is redone by the forecast queue's consumer, which alone carries the models. As with the recompute
 * itself, the change is done by then, so a failure to ask is logged, not thrown: the stored forecast stays until the
 * next change.
 */
export async function requestForecastRecompute(workspaceId: string): Promise<void> {
  try {
    if (!(await forecastingOn(workspaceId))) return;
    const message: ForecastMessage = { workspaceId };
    await forecastQueue.send([{ body: message }]);
  } catch (error) {
    logger.error('Could not queue the forecast recompute; the next import or sync asks again', {
      workspaceId,
      error: (error as Error).message,
    });
  }
}
