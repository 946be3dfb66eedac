import type { SubscriptionInfo } from '@shared/schemas/subscription';
import type { SubscriptionTier } from '@shared/schemas/user';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { routeQueryOptions } from '../../../lib/api-query';
import { authUserQueryOptions } from '../../../lib/auth';
import { invalidateRouteEffects } from '../../../lib/route-mutation';

export const subscriptionInfoQueryOptions = () => routeQueryOptions('getSubscriptionInfo');
export const subscriptionInfoQueryKey = subscriptionInfoQueryOptions().queryKey;

/** While an upgrade is being confirmed (`pollMs`), the info is read again until the new plan shows. */
export function useSubscriptionInfo(pollMs: number | false = false) {
  const info = useQuery({ ...subscriptionInfoQueryOptions(), refetchInterval: pollMs });
  const queryClient = useQueryClient();
  const tier = info.data?.tier;
  useEffect(() => {
    if (tier) showPlanInSidebar(queryClient, tier);
  }, [queryClient, tier]);
  return info;
}

/**
 * The sidebar's '<Tier> Plan' comes from the signed-in user, which is read once per visit: when the subscription
 * says another plan, the user follows at once instead of at the next page load. So does the workspace's branding,
 * which applies on Elite only: a downgrade takes its name, logo and colour off every screen, an upgrade brings them
 * back (the server keeps them).
 */
export function showPlanInSidebar(queryClient: QueryClient, tier: SubscriptionTier): void {
  const before = queryClient.getQueryData(authUserQueryOptions.queryKey)?.subscriptionTier;
  if (!before || before === tier) return;
  queryClient.setQueryData(authUserQueryOptions.queryKey, (user) => user && { ...user, subscriptionTier: tier });
  // The plan changed (here, in another tab, or by Stripe): what a plan change touches, bar the two reads just set.
  const fresh = new Set<unknown>(['getAuthUser', 'getSubscriptionInfo']);
  void invalidateRouteEffects(queryClient, 'stripeWebhook', (query) => fresh.has(query.queryKey[0]));
}

/** After a plan change answered with the new info. */
export function storeSubscriptionInfo(queryClient: QueryClient, info: SubscriptionInfo): void {
  queryClient.setQueryData(subscriptionInfoQueryKey, info);
  showPlanInSidebar(queryClient, info.tier);
}
