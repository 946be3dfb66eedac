import { type PlanLimits, planFor, plans } from '../catalog/plans';
import type { SubscriptionTier } from '../schemas/user';

/**
 * The writes a plan limits (spec §9), and the one rule that decides whether another is allowed. The server checks
 * every counted write with `checkPlanLimit`; the subscription screen shows the same meters.
 *
 * - tasks: every task created in a calendar month (by a person or by an automation); deleting one does not give
 *   it back, because the limit is on tasks a month, not tasks kept.
 * - aiMessages: every message a person sends to the assistant in a calendar month (its answers do not count).
 * - automations: the automations that exist now; deleting one frees its slot.
 *
 * Months are calendar months in UTC: a workspace has no time zone of its own.
 */
export const meteredResources = ['tasks', 'aiMessages', 'automations'] as const;
export type MeteredResource = (typeof meteredResources)[number];

export interface Meter {
  readonly limit: keyof Omit<PlanLimits, 'teamMembers'>;
  /** `month`: counted per calendar month; `current`: how many exist right now. */
  readonly counted: 'month' | 'current';
  readonly one: string;
  readonly many: string;
  /** What is limited, as a heading: 'Tasks'. */
  readonly name: string;
  /** The usage meter's label on the subscription screen: 'Tasks this month'. */
  readonly label: string;
}

export const meters: Readonly<Record<MeteredResource, Meter>> = {
  tasks: {
    limit: 'tasksPerMonth',
    counted: 'month',
    one: 'task',
    many: 'tasks',
    name: 'Tasks',
    label: 'Tasks this month',
  },
  aiMessages: {
    limit: 'aiMessagesPerMonth',
    counted: 'month',
    one: 'AI message',
    many: 'AI messages',
    name: 'AI messages',
    label: 'AI messages this month',
  },
  automations: {
    limit: 'automations',
    counted: 'current',
    one: 'automation',
    many: 'automations',
    name: 'Automations',
    label: 'Automations',
  },
};

/** `null` means unlimited. */
export function limitFor(tier: SubscriptionTier, resource: MeteredResource): number | null {
  return planFor(tier).limits[meters[resource].limit];
}

/** A tier's limit in words: '100 a month', '25' or 'Unlimited'. */
export function limitText(tier: SubscriptionTier, resource: MeteredResource): string {
  const limit = limitFor(tier, resource);
  if (limit === null) return 'Unlimited';
  return meters[resource].counted === 'month' ? `${limit} a month` : String(limit);
}

/** The cheapest plan above `tier` that allows `wanted` of `resource`, or null when none does. */
export function planThatAllows(
  tier: SubscriptionTier,
  resource: MeteredResource,
  wanted: number,
): SubscriptionTier | null {
  const above = plans.slice(plans.findIndex((p) => p.tier === tier) + 1);
  const lifting = above.find((p) => {
    const limit = limitFor(p.tier, resource);
    return limit === null || wanted <= limit;
  });
  return lifting?.tier ?? null;
}

export type LimitCheck =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly limit: number;
      readonly liftedBy: SubscriptionTier | null;
      readonly message: string;
    };

/** Whether one more `resource` fits a `tier` workspace that has used `used` (this month, or now). */
export function checkPlanLimit(tier: SubscriptionTier, resource: MeteredResource, used: number): LimitCheck {
  const limit = limitFor(tier, resource);
  // `used` may already exceed the limit after a downgrade: nothing is taken away, but nothing new is added.
  if (limit === null || used < limit) return { allowed: true };
  const liftedBy = planThatAllows(tier, resource, used + 1);
  return { allowed: false, limit, liftedBy, message: limitMessage(tier, resource, limit, liftedBy) };
}

function limitMessage(
  tier: SubscriptionTier,
  resource: MeteredResource,
  limit: number,
  liftedBy: SubscriptionTier | null,
): string {
  const meter = meters[resource];
  const allowance = `${limit} ${limit === 1 ? meter.one : meter.many}${meter.counted === 'month' ? ' a month' : ''}`;
  const stated = `The ${planFor(tier).name} plan allows ${allowance}.`;
  const freeOne = meter.counted === 'current' ? 'Delete one or upgrade' : 'Upgrade';
  if (!liftedBy) return meter.counted === 'current' ? `${stated} Delete one to add another.` : stated;
  const higher = limitFor(liftedBy, resource);
  const offer = higher === null ? `unlimited ${meter.many}` : `${higher} ${meter.many}`;
  return `${stated} ${freeOne} to ${planFor(liftedBy).name} for ${offer}.`;
}

/** The calendar month (UTC) a monthly count belongs to, as `YYYY-MM`: the key of its counter. */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** When the monthly counts of the month holding `at` start again from zero (the next month's first instant, UTC). */
export function monthlyResetAt(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

export interface UsageMeter {
  /** '37 of 100', or '37' when unlimited. */
  readonly text: string;
  /** How full, 0–100 (capped); null when unlimited. */
  readonly percent: number | null;
  /** `full` at the limit (new ones are refused), `over` after a downgrade left more than the limit. */
  readonly state: 'unlimited' | 'ok' | 'near' | 'full' | 'over';
}

/** A usage meter's reading: `used` against `limit` (null = unlimited); `near` from 80 % on. */
export function usageMeter(used: number, limit: number | null): UsageMeter {
  if (limit === null) return { text: `${used}`, percent: null, state: 'unlimited' };
  const percent = limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  const state = used > limit ? 'over' : used === limit ? 'full' : percent >= 80 ? 'near' : 'ok';
  return { text: `${used} of ${limit}`, percent, state };
}
