import { hasPlanFeature } from '@shared/billing/plan-features';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { logger } from '../../platform/logger';
import { recomputeForecast } from './forecast-compute';

/**
 * Called once the books changed (a statement imported or deleted, a bank sync, the Demo Bank added or removed),
 * after the finance lease is released: the forecast is redone from them, on plans that have forecasting. The change
 * itself is done by then, so a failed forecast is logged, not thrown: the stored one stays until the next change.
 */
export async function recomputeForecastAfterBooksChanged(workspaceId: string, now = new Date()): Promise<void> {
  const workspace = await workspaceEntity.get({ workspaceId });
  if (!workspace || !hasPlanFeature(workspace.subscriptionTier, 'forecasting')) return;
  try {
    await recomputeForecast(workspaceId, now);
  } catch (error) {
    logger.error('Forecast recompute failed; the next import or sync redoes it', {
      workspaceId,
      error: (error as Error).message,
    });
  }
}
