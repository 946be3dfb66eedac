import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import { runHistoryDays } from '@shared/schemas/automation';
import { workspaceEntity } from '../../data/workspace/workspaces';

/** Days the workspace's plan keeps a run, read when the run starts (its TTL is set then). */
export async function workspaceRunHistoryDays(workspaceId: string): Promise<number> {
  const workspace = await workspaceEntity.get({ workspaceId });
  return runHistoryDays[workspace?.subscriptionTier ?? DEFAULT_PLAN_TIER];
}
