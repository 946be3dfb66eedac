import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import { type SubscriptionTier, subscriptionTierSchema } from '@shared/schemas/user';
import { getItemAttributes } from '../dynamodb/entity';

/**
 * The workspace's plan tier, read as one attribute of its item (`WS#<id>` / `WORKSPACE`) for the routes whose contract
 * names a plan feature. Eventually consistent: an upgrade opens the feature within a second, and a read costs half a
 * unit. A workspace from before billing has no tier: Starter, which it was.
 */
export async function workspaceTierOf(workspaceId: string): Promise<SubscriptionTier> {
  const [item] = await getItemAttributes([{ pk: `WS#${workspaceId}`, sk: 'WORKSPACE' }], ['subscriptionTier']);
  const parsed = subscriptionTierSchema.safeParse(item?.subscriptionTier);
  return parsed.success ? parsed.data : DEFAULT_PLAN_TIER;
}
