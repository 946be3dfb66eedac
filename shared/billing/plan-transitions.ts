import { planFor } from '../catalog/plans';
import type { SubscriptionTier } from '../schemas/user';

/**
 * Plan changes as spec §4 offers them. The subscription API refuses what this does not offer and the plan cards
 * label their buttons from it, so the two can never disagree.
 */
export type PlanTransition = 'upgrade' | 'downgrade' | 'current' | 'not-available';

type OfferedChange = Exclude<PlanTransition, 'current' | 'not-available'>;

/** §4 word for word, not derived from prices: offering a new change is a product decision, made here. */
const OFFERED: Readonly<Record<SubscriptionTier, Partial<Record<SubscriptionTier, OfferedChange>>>> = {
  starter: { pro: 'upgrade', elite: 'upgrade' },
  pro: { elite: 'upgrade', starter: 'downgrade' },
  elite: { pro: 'downgrade', starter: 'downgrade' },
};

export function planTransition(from: SubscriptionTier, to: SubscriptionTier): PlanTransition {
  if (from === to) return 'current';
  return OFFERED[from]?.[to] ?? 'not-available';
}

/** The plan card's button (spec §2 and §4). */
export const PLAN_BUTTON_LABELS: Readonly<Record<PlanTransition, string>> = {
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  current: 'Current Plan',
  'not-available': 'Not Available',
};

/**
 * Which call carries which change: an upgrade takes payment first (checkout), a downgrade does not (update).
 * Returns why `call` cannot move `from` to `to`, or null when it can.
 */
export function planChangeRefusal(
  call: 'checkout' | 'update',
  from: SubscriptionTier,
  to: SubscriptionTier,
): string | null {
  const transition = planTransition(from, to);
  if (transition === 'not-available') return `Changing from ${from} to ${to} is not available`;
  if (transition === 'current') return `The workspace is already on the ${planFor(to).name} plan`;
  const change = `${planFor(from).name} to ${planFor(to).name}`;
  if (call === 'checkout' && transition === 'downgrade') return `${change} is a downgrade; checkout is for upgrades`;
  if (call === 'update' && transition === 'upgrade') return `${change} is an upgrade; it goes through checkout`;
  return null;
}
