import type { SubscriptionTier } from '../schemas/user';

/**
 * THE plan catalogue (spec §9): names, prices, feature lists, limits and call-to-action labels. The landing
 * page, the subscription screen and billing all read it from here.
 */

/** `null` means unlimited; limits are shown as text only (spec §6), never enforced by the UI. */
export interface PlanLimits {
  readonly tasksPerMonth: number | null;
  readonly aiMessagesPerMonth: number | null;
  readonly automations: number | null;
  readonly teamMembers: number;
  /**
   * Emails and text messages the workspace's automations may send per day (UTC), together: a bound on what a
   * misconfigured or abused automation can send to outside addresses. Not a selling point, so not in `features`.
   */
  readonly messagesPerDay: number;
}

export interface Plan {
  readonly tier: SubscriptionTier;
  readonly name: string;
  readonly priceUsdPerMonth: number;
  readonly description: string;
  readonly features: readonly string[];
  readonly limits: PlanLimits;
  readonly mostPopular: boolean;
  /** Label of the landing page's tier button; every one of them leads to sign-in. */
  readonly ctaLabel: string;
}

export const MOST_POPULAR_LABEL = 'Most Popular';

/** Every new workspace starts on it, and a user without a plan shows it (spec §3: the default is Starter). */
export const DEFAULT_PLAN_TIER: SubscriptionTier = 'starter';

export const plans = [
  {
    tier: 'starter',
    name: 'Starter',
    priceUsdPerMonth: 29,
    description: 'For owners getting their business organised.',
    features: [
      'Up to 100 tasks/month',
      'Basic dashboard with 4 KPIs',
      'AI assistant (100 messages/month)',
      '5 automations',
      'Email support',
      'Calendar integration',
    ],
    limits: { tasksPerMonth: 100, aiMessagesPerMonth: 100, automations: 5, teamMembers: 1, messagesPerDay: 50 },
    mostPopular: false,
    ctaLabel: 'Start Free Trial',
  },
  {
    tier: 'pro',
    name: 'Pro',
    priceUsdPerMonth: 79,
    description: 'For growing teams that run on data.',
    features: [
      'Unlimited tasks',
      'Advanced analytics & reports',
      'Unlimited AI assistant',
      '25 automations',
      'Priority support',
      'All integrations',
      'Custom integrations',
    ],
    limits: { tasksPerMonth: null, aiMessagesPerMonth: null, automations: 25, teamMembers: 1, messagesPerDay: 500 },
    mostPopular: true,
    ctaLabel: 'Start Free Trial',
  },
  {
    tier: 'elite',
    name: 'Elite',
    priceUsdPerMonth: 199,
    description: 'For businesses that need scale, control and support.',
    features: [
      'Everything in Pro',
      'Unlimited automations',
      'Dedicated account manager',
      'White-label options',
      '99.9% SLA guarantee',
      'Custom AI training',
      'API access',
      'SSO',
      'Real-time sync',
      'Forecasting',
      '24/7 phone support',
      'Team of up to 10 users',
      'Audit logs',
      'Custom branding',
    ],
    limits: {
      tasksPerMonth: null,
      aiMessagesPerMonth: null,
      automations: null,
      teamMembers: 10,
      messagesPerDay: 2000,
    },
    mostPopular: false,
    ctaLabel: 'Contact Sales',
  },
] as const satisfies readonly Plan[];

export function planFor(tier: SubscriptionTier): Plan {
  const plan = plans.find((p) => p.tier === tier);
  if (!plan) throw new Error(`Unknown subscription tier ${tier}`);
  return plan;
}
