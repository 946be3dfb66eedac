import { type IntegrationProviderId, integrationProvider } from '../catalog/integrations';
import { planFor, plans } from '../catalog/plans';
import type { SubscriptionTier } from '../schemas/user';

/**
 * The capabilities a plan sells beyond its limits: each is a line of the pricing card, and a route that needs one says
 * so in its contract (`planFeature`), so the server refuses it with 402 on the plans without it and the web shows an
 * upgrade prompt instead of the screen. Entries are still recorded on every plan where the issue says so (the audit
 * log); a feature here gates what a person can open or call.
 */
export interface PlanFeatureInfo {
  /** The line of the plan card that sells it, letter for letter (`shared/catalog/plans.ts`). */
  readonly planLine: string;
  /** What it is, as the subject of a sentence: 'The audit log'. */
  readonly subject: string;
}

export const planFeatureInfo = {
  auditLog: { planLine: 'Audit logs', subject: 'The audit log' },
  apiAccess: { planLine: 'API access', subject: 'API access' },
  sso: { planLine: 'SSO', subject: 'Single sign-on' },
  forecasting: { planLine: 'Forecasting', subject: 'Forecasting' },
  branding: { planLine: 'Custom branding', subject: 'Custom branding' },
  aiTraining: { planLine: 'Custom AI training', subject: 'Custom AI training' },
  allIntegrations: { planLine: 'All integrations', subject: 'Connecting apps other than Google Calendar' },
} as const satisfies Record<string, PlanFeatureInfo>;

export type PlanFeature = keyof typeof planFeatureInfo;
export const planFeatures = Object.keys(planFeatureInfo) as PlanFeature[];

const tierOrder = plans.map((plan) => plan.tier);

/** Plans sell features cumulatively ('Everything in Pro'), so the lowest plan listing the line has it and all above. */
export function lowestTierWith(feature: PlanFeature): SubscriptionTier {
  const tier = tierOrder.find((t) =>
    (planFor(t).features as readonly string[]).includes(planFeatureInfo[feature].planLine),
  );
  if (!tier) throw new Error(`No plan sells ${feature}`);
  return tier;
}

export function hasPlanFeature(tier: SubscriptionTier, feature: PlanFeature): boolean {
  return tierOrder.indexOf(tier) >= tierOrder.indexOf(lowestTierWith(feature));
}

/** The 402's message: 'The audit log is part of the Elite plan; this workspace is on Starter. Upgrade to use it.' */
export function planFeatureRefusal(feature: PlanFeature, tier: SubscriptionTier): string {
  const needed = planFor(lowestTierWith(feature)).name;
  return `${planFeatureInfo[feature].subject} is part of the ${needed} plan; this workspace is on ${planFor(tier).name}. Upgrade to ${needed} to use it.`;
}

/** Starter's 'Calendar integration': the apps every plan may connect; the others are Pro's 'All integrations'. */
export const EVERY_PLAN_INTEGRATIONS: readonly IntegrationProviderId[] = ['google_calendar'];

/**
 * Why this workspace's plan may not connect `provider` ('HubSpot is part of the Pro plan; this workspace is on
 * Starter, which connects Google Calendar. Upgrade to Pro to connect HubSpot.'), or undefined when it may.
 */
export function integrationPlanRefusal(provider: IntegrationProviderId, tier: SubscriptionTier): string | undefined {
  if (EVERY_PLAN_INTEGRATIONS.includes(provider) || hasPlanFeature(tier, 'allIntegrations')) return undefined;
  const needed = planFor(lowestTierWith('allIntegrations')).name;
  const name = integrationProvider(provider).name;
  const included = EVERY_PLAN_INTEGRATIONS.map((id) => integrationProvider(id).name).join(', ');
  return `${name} is part of the ${needed} plan; this workspace is on ${planFor(tier).name}, which connects ${included}. Upgrade to ${needed} to connect ${name}.`;
}
