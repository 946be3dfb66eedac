import { logger } from '../../platform/logger';
import type { MessageOutcome } from '../../platform/sqs-consumer';
import { recomputeForecast } from './forecast-compute';
import { forecastingOn, forecastMessageSchema } from './forecast-messages';

/**
 * Called once the books changed (a statement imported or deleted, a bank sync, the Demo Bank added or removed),
 * after the finance lease is released: the forecast is redone from them, on plans that have forecasting. The change
 * itself is done by then, so a failed forecast is logged, not thrown: the stored one stays until the next change.
 * Routes call it in the request; the jobs ask the forecast queue (`requestForecastRecompute`), whose consumer calls it.
 */
export async function recomputeForecastAfterBooksChanged(workspaceId: string, now = new Date()): Promise<void> {
  if (!(await forecastingOn(workspaceId))) return;
  try {
    await recomputeForecast(workspaceId, now);
  } catch (error) {
    logger.error('Forecast recompute failed; the next import or sync redoes it', {
      workspaceId,
      error: (error as Error).message,
    });
  }
}

/** One forecast queue message: the plan is read again (it may have changed since the job asked). */
export async function runForecastMessage(body: unknown): Promise<MessageOutcome> {
  const parsed = forecastMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('Dropped a malformed forecast message', { issues: parsed.error.issues.map((i) => i.message) });
    return 'done';
  }
  await recomputeForecastAfterBooksChanged(parsed.data.workspaceId);
  return 'done';
}
