import { hasPlanFeature } from '@shared/billing/plan-features';
import * as z from '@shared/zod';
import { workspaceEntity } from '../../data/workspace/workspaces';

/**
 * A forecast queue message: the workspace whose books changed. Here, apart from the sender
 * (`forecast-requests.ts`), so the consumer and the routes that redo a forecast in the request do not bundle the
 * queue's sender (nor get the right to send).
 */
export const forecastMessageSchema = z.object({ workspaceId: z.string().check(z.minLength(1)) });
export type ForecastMessage = z.infer<typeof forecastMessageSchema>;

/** Whether the workspace's plan has forecasting: nothing to redo otherwise. */
export async function forecastingOn(workspaceId: string): Promise<boolean> {
  const workspace = await workspaceEntity.get({ workspaceId });
  return Boolean(workspace && hasPlanFeature(workspace.subscriptionTier, 'forecasting'));
}
