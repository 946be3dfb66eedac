import { describe, expect, it } from 'vitest';
import { subscriptionTiers } from '../schemas/user';
import { PLAN_BUTTON_LABELS, planChangeRefusal, planTransition } from './plan-transitions';

describe('plan transitions (spec §4)', () => {
  it('offers upgrades from Starter to Pro or Elite and from Pro to Elite, downgrades the other way', () => {
    const table = Object.fromEntries(
      subscriptionTiers.map((from) => [from, subscriptionTiers.map((to) => planTransition(from, to))]),
    );
    expect(table).toEqual({
      starter: ['current', 'upgrade', 'upgrade'],
      pro: ['downgrade', 'current', 'upgrade'],
      elite: ['downgrade', 'downgrade', 'current'],
    });
  });

  it('labels the plan card buttons with the spec words', () => {
    expect(subscriptionTiers.map((to) => PLAN_BUTTON_LABELS[planTransition('pro', to)])).toEqual([
      'Downgrade',
      'Current Plan',
      'Upgrade',
    ]);
    expect(PLAN_BUTTON_LABELS['not-available']).toBe('Not Available');
  });

  it('calls a tier it does not know not available rather than guessing', () => {
    expect(planTransition('starter', 'gold' as never)).toBe('not-available');
  });
});

describe('planChangeRefusal', () => {
  it('lets checkout carry exactly the upgrades and update exactly the downgrades', () => {
    for (const from of subscriptionTiers) {
      for (const to of subscriptionTiers) {
        const transition = planTransition(from, to);
        expect(planChangeRefusal('checkout', from, to) === null, `checkout ${from}→${to}`).toBe(
          transition === 'upgrade',
        );
        expect(planChangeRefusal('update', from, to) === null, `update ${from}→${to}`).toBe(transition === 'downgrade');
      }
    }
  });

  it('names the refused transition', () => {
    expect(planChangeRefusal('checkout', 'pro', 'pro')).toBe('The workspace is already on the Pro plan');
    expect(planChangeRefusal('checkout', 'elite', 'starter')).toBe(
      'Elite to Starter is a downgrade; checkout is for upgrades',
    );
    expect(planChangeRefusal('update', 'starter', 'elite')).toBe(
      'Starter to Elite is an upgrade; it goes through checkout',
    );
    expect(planChangeRefusal('update', 'pro', 'gold' as never)).toBe('Changing from pro to gold is not available');
  });
});
