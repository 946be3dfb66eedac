import {
  EVERY_PLAN_INTEGRATIONS,
  hasPlanFeature,
  type PlanFeature,
  planFeatureInfo,
  planFeatures,
} from '@shared/billing/plan-features';
import { limitFor, type MeteredResource, meteredResources, meters, monthlyResetAt } from '@shared/billing/plan-limits';
import { integrationProvider } from '@shared/catalog/integrations';
import { planFor } from '@shared/catalog/plans';
import type { SubscriptionInfo, SubscriptionStatus } from '@shared/schemas/subscription';
import type { SubscriptionTier } from '@shared/schemas/user';
import { formatDay, formatInstantDate } from '../../lib/format-date';

/** What the subscription screen says about a plan, as pure functions of the info the API answers. */

export const STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment past due',
  canceled: 'Canceled',
};

/** 'Renews on Jun 01, 2026', 'Ends on Jun 01, 2026, then Starter', or null without a paid period. */
export function periodLine(info: Pick<SubscriptionInfo, 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): string | null {
  if (!info.currentPeriodEnd) return null;
  const date = formatInstantDate(info.currentPeriodEnd);
  return info.cancelAtPeriodEnd ? `Ends on ${date}, then Starter` : `Renews on ${date}`;
}

const usedOf = (info: SubscriptionInfo, resource: MeteredResource): number =>
  ({
    tasks: info.usage.tasksThisMonth,
    aiMessages: info.usage.aiMessagesThisMonth,
    automations: info.usage.automations,
  })[resource];

/** Usage against `tier`'s limits: what the meters show now, and what a downgrade would leave over. */
export function usageAgainst(info: SubscriptionInfo, tier: SubscriptionTier) {
  return meteredResources.map((resource) => ({
    resource,
    used: usedOf(info, resource),
    limit: limitFor(tier, resource),
  }));
}

/**
 * What a downgrade to `to` does, said before it is confirmed: when it takes effect, and what happens to usage above
 * the new limits (nothing is deleted or switched off; new ones are refused until usage is back under them), and which
 * of the old plan's features the new one does not sell (each refused with a 402 there).
 */
export function downgradeConsequences(info: SubscriptionInfo, to: SubscriptionTier, now: Date): string[] {
  const from = planFor(info.tier).name;
  const target = planFor(to);
  const when =
    info.billingMode === 'local'
      ? `Your workspace moves to ${target.name} now. Local billing takes no payment.`
      : to === 'starter' && info.currentPeriodEnd
        ? `${from} stays until ${formatInstantDate(info.currentPeriodEnd)}, the end of the period you paid for; then your workspace moves to Starter.`
        : `Your workspace moves to ${target.name} now; Stripe credits the unused part of ${from} on your next invoice.`;

  const over = usageAgainst(info, to).flatMap(({ resource, used, limit }) => {
    if (limit === null || used < limit) return [];
    const meter = meters[resource];
    const allows = `${target.name} allows ${limit}${meter.counted === 'month' ? ' a month' : ''}`;
    if (meter.counted === 'current') {
      return [
        `You have ${used} ${meter.many} and ${allows}: all of them stay and keep running, but new ones are refused until you have fewer than ${limit}.`,
      ];
    }
    // Months are UTC months: the reset is a calendar day, the same for every reader.
    const reset = formatDay(monthlyResetAt(now).toISOString());
    return [
      `You have created ${used} ${meter.many} this month and ${allows}: nothing is deleted, but new ones are refused until ${reset}.`,
    ];
  });
  const loses = (f: PlanFeature) => hasPlanFeature(info.tier, f) && !hasPlanFeature(to, f);
  // Connections are not switched off by a downgrade: only new ones are refused, so they are not among what stops.
  const lost = planFeatures.filter((f) => f !== 'allIntegrations' && loses(f));
  const stops = lost.length
    ? [`On ${target.name} these ${from} features stop: ${lost.map((f) => planFeatureInfo[f].planLine).join(', ')}.`]
    : [];
  const apps = EVERY_PLAN_INTEGRATIONS.map((id) => integrationProvider(id).name).join(', ');
  const connections = loses('allIntegrations')
    ? [`On ${target.name} only ${apps} can be connected: the apps already connected stay and keep syncing.`]
    : [];
  return [
    when,
    ...stops,
    ...connections,
    ...(over.length ? over : [`Your current usage fits ${target.name}'s limits.`]),
  ];
}
