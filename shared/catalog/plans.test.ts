import { describe, expect, it } from 'vitest';
import { subscriptionTiers } from '../schemas/user';
import { MOST_POPULAR_LABEL, planFor, plans } from './plans';

describe('plan catalogue', () => {
  it('has one plan per subscription tier, in tier order', () => {
    expect(plans.map((p) => p.tier)).toEqual([...subscriptionTiers]);
  });

  it('carries the prices and button labels of spec §9', () => {
    expect(plans.map((p) => [p.name, p.priceUsdPerMonth, p.ctaLabel])).toEqual([
      ['Starter', 29, 'Start Free Trial'],
      ['Pro', 79, 'Start Free Trial'],
      ['Elite', 199, 'Contact Sales'],
    ]);
  });

  it('marks only Pro as most popular', () => {
    expect(plans.filter((p) => p.mostPopular).map((p) => p.tier)).toEqual(['pro']);
    expect(MOST_POPULAR_LABEL).toBe('Most Popular');
  });

  it('states the limits of each tier', () => {
    expect(planFor('starter').limits).toEqual({
      tasksPerMonth: 100,
      aiMessagesPerMonth: 100,
      automations: 5,
      teamMembers: 1,
      messagesPerDay: 50,
    });
    expect(planFor('pro').limits.automations).toBe(25);
    expect(planFor('elite').limits).toMatchObject({ automations: null, teamMembers: 10, messagesPerDay: 2000 });
  });

  it('throws on an unknown tier', () => {
    expect(() => planFor('gold' as never)).toThrow('Unknown subscription tier gold');
  });
});
