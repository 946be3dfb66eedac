import { limitFor } from '@shared/billing/plan-limits';
import type { SubscriptionInfo } from '@shared/schemas/subscription';
import { stripeSettings } from '../../adapters/stripe/stripe-settings';
import { loadPlan } from './plan-state';
import { planUsage } from './plan-usage';

/**
 * The workspace's plan, its billing state and usage against its limits (`GET /api/subscription/info`). Usage comes
 * from the counters the limit checks keep, so this is three key reads whatever the workspace holds.
 */
export async function subscriptionInfo(workspaceId: string, now: Date = new Date()): Promise<SubscriptionInfo> {
  const [{ state }, usage, stripe] = await Promise.all([
    loadPlan(workspaceId),
    planUsage(workspaceId, now),
    stripeSettings(),
  ]);
  return {
    tier: state.tier,
    status: state.status,
    billingMode: stripe ? 'stripe' : 'local',
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    usage: { tasksThisMonth: usage.tasks, aiMessagesThisMonth: usage.aiMessages, automations: usage.automations },
    limits: {
      tasksPerMonth: limitFor(state.tier, 'tasks'),
      aiMessagesPerMonth: limitFor(state.tier, 'aiMessages'),
      automations: limitFor(state.tier, 'automations'),
    },
  };
}
