import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import { type SubscriptionTier, subscriptionTierSchema } from '@shared/schemas/user';
import { getItemAttributes } from '../dynamodb/entity';

/** What the workspace item says about the routes whose contract names a plan feature or uses AI. */
export interface WorkspaceGates {
  tier: SubscriptionTier;
  aiEnabled: boolean;
}

/**
 * Two attributes of the workspace's item (`WS#<id>` / `WORKSPACE`), read only for the routes that need them.
 * Eventually consistent: an upgrade or the AI switch holds within a second, and a read costs half a unit. A workspace
 * from before billing has no tier (Starter, which it was) and one from before the switch has AI on.
 */
export async function workspaceGatesOf(workspaceId: string): Promise<WorkspaceGates> {
  const [item] = await getItemAttributes(
    [{ pk: `WS#${workspaceId}`, sk: 'WORKSPACE' }],
    ['subscriptionTier', 'aiEnabled'],
  );
  const tier = subscriptionTierSchema.safeParse(item?.subscriptionTier);
  return { tier: tier.success ? tier.data : DEFAULT_PLAN_TIER, aiEnabled: item?.aiEnabled !== false };
}
