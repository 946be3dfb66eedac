import { workspaceEntity } from '../../functions/data/workspace/workspaces';
import { createPersonalWorkspace } from '../../functions/services/auth/accounts';

/**
 * A workspace as sign-up makes it, moved to Pro, for the benches that connect HubSpot in-process: that needs Pro's
 * 'All integrations' (Starter connects Google Calendar only). Its id.
 */
export async function benchWorkspaceOnPro(owner: string): Promise<string> {
  const workspaceId = await createPersonalWorkspace(owner, { firstName: 'Bench', lastName: 'Owner' }, new Date());
  await workspaceEntity.update({ workspaceId }, { subscriptionTier: 'pro' });
  return workspaceId;
}
