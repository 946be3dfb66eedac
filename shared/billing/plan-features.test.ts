import { describe, expect, it } from 'vitest';
import { plans } from '../catalog/plans';
import {
  hasPlanFeature,
  integrationPlanRefusal,
  lowestTierWith,
  planFeatureInfo,
  planFeatureRefusal,
  planFeatures,
} from './plan-features';

describe('plan features', () => {
  it('each feature is a line of a plan card, so the pricing page and the gate cannot drift apart', () => {
    const lines = plans.flatMap((plan) => plan.features as readonly string[]);
    for (const feature of planFeatures) expect(lines).toContain(planFeatureInfo[feature].planLine);
  });

  it('the Elite card features are refused on Starter and Pro and allowed on Elite', () => {
    for (const feature of planFeatures.filter((f) => f !== 'allIntegrations')) {
      expect(lowestTierWith(feature)).toBe('elite');
      expect(hasPlanFeature('starter', feature)).toBe(false);
      expect(hasPlanFeature('pro', feature)).toBe(false);
      expect(hasPlanFeature('elite', feature)).toBe(true);
    }
  });

  it('the refusal names the feature, the plan that has it and the plan the workspace is on', () => {
    expect(planFeatureRefusal('auditLog', 'pro')).toBe(
      'The audit log is part of the Elite plan; this workspace is on Pro. Upgrade to Elite to use it.',
    );
  });

  it("Pro's 'All integrations' is refused on Starter, which connects Google Calendar only", () => {
    expect(lowestTierWith('allIntegrations')).toBe('pro');
    expect(integrationPlanRefusal('google_calendar', 'starter')).toBeUndefined();
    expect(integrationPlanRefusal('hubspot', 'starter')).toBe(
      'HubSpot is part of the Pro plan; this workspace is on Starter, which connects Google Calendar. Upgrade to Pro to connect HubSpot.',
    );
    expect(integrationPlanRefusal('hubspot', 'pro')).toBeUndefined();
    expect(integrationPlanRefusal('shopify', 'elite')).toBeUndefined();
  });
});
