import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import { type SubscriptionTier, subscriptionTierSchema } from '@shared/schemas/user';
import { getItems } from '../dynamodb/entity';

/** What the workspace item says about the routes whose contract names a plan feature or uses AI. */
export interface WorkspaceGates {
  tier: SubscriptionTier;
  aiEnabled: boolean;
  /** The workspace's item as read, for the handler (`HttpRequest.workspaceItem`); absent if there is none. */
  item: Record<string, unknown> | undefined;
}

/**
 * Two attributes of the workspace's item (`WS#<id>` / `WORKSPACE`), read only for the routes that need them.
 * Eventually consistent: an upgrade or the AI switch holds within a second, and a read costs half a unit. The item is
 * read whole, as it is billed the same (it is far under 4 KB), so a handler that needs more of it reads it no second
 * time. A workspace from before billing has no tier (Starter, which it was) and one from before the switch has AI on.
 */
export async function workspaceGatesOf(workspaceId: string): Promise<WorkspaceGates> {
  const [item] = await getItems([{ pk: `WS#${workspaceId}`, sk: 'WORKSPACE' }]);
  const tier = subscriptionTierSchema.safeParse(item?.subscriptionTier);
  return { tier: tier.success ? tier.data : DEFAULT_PLAN_TIER, aiEnabled: item?.aiEnabled !== false, item };
}
