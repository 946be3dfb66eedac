import { describe, expect, it } from 'vitest';
import {
  checkPlanLimit,
  limitDetail,
  limitFor,
  limitText,
  meteredResources,
  monthlyResetAt,
  planThatAllows,
  usageMeter,
  usageMonth,
} from './plan-limits';

describe('plan limits (spec §9)', () => {
  it.each([
    ['starter', [100, 100, 5]],
    ['pro', [null, null, 25]],
    ['elite', [null, null, null]],
  ] as const)('reads the %s limits (tasks, AI messages, automations) from the plan catalogue', (tier, limits) => {
    expect(meteredResources.map((resource) => limitFor(tier, resource))).toEqual(limits);
  });

  it('puts each limit in words', () => {
    expect([
      limitText('starter', 'tasks'),
      limitText('starter', 'automations'),
      limitText('pro', 'aiMessages'),
    ]).toEqual(['100 a month', '5', 'Unlimited']);
  });

  it('allows the hundredth task of a Starter month and refuses the hundred-and-first, naming Pro', () => {
    expect(checkPlanLimit('starter', 'tasks', 99)).toEqual({ allowed: true });
    expect(checkPlanLimit('starter', 'tasks', 100)).toEqual({
      allowed: false,
      limit: 100,
      liftedBy: 'pro',
      message: 'Plan limit reached: the Starter plan includes 100 tasks a month. Upgrade to Pro for unlimited tasks.',
    });
  });

  it("words the AI message limit letter for letter as the assistant's issue gives it", () => {
    const check = checkPlanLimit('starter', 'aiMessages', 100);
    expect(check.allowed || check.message).toBe(
      'Plan limit reached: the Starter plan includes 100 AI messages a month. Upgrade to Pro for unlimited messages.',
    );
    // A toast titled 'Plan limit reached' says the rest as its own sentence.
    expect(check.allowed || limitDetail(check.message)).toBe(
      'The Starter plan includes 100 AI messages a month. Upgrade to Pro for unlimited messages.',
    );
  });

  it('counts automations as they exist now and offers to delete one', () => {
    const starter = checkPlanLimit('starter', 'automations', 5);
    expect(starter.allowed || starter.message).toBe(
      'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.',
    );
    const pro = checkPlanLimit('pro', 'automations', 25);
    expect(pro.allowed || pro.message).toBe(
      'Plan limit reached: the Pro plan includes 25 automations. Delete one or upgrade to Elite for unlimited automations.',
    );
    expect(checkPlanLimit('pro', 'automations', 24).allowed).toBe(true);
  });

  it('never limits what a plan leaves unlimited', () => {
    expect(checkPlanLimit('pro', 'tasks', 1_000_000).allowed).toBe(true);
    expect(checkPlanLimit('elite', 'automations', 10_000).allowed).toBe(true);
  });

  it('refuses new ones after a downgrade left a workspace over the limit, pointing at the plan that fits', () => {
    const check = checkPlanLimit('starter', 'automations', 30);
    expect(check).toMatchObject({ allowed: false, limit: 5, liftedBy: 'elite' });
    expect(check.allowed || check.message).toBe(
      'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Elite for unlimited automations.',
    );
  });

  it('skips a higher plan that would still not be enough', () => {
    expect(planThatAllows('starter', 'automations', 6)).toBe('pro');
    expect(planThatAllows('starter', 'automations', 26)).toBe('elite');
    expect(planThatAllows('elite', 'automations', 1)).toBeNull();
  });
});

describe('usage months', () => {
  it('keys a count by its UTC calendar month', () => {
    expect(usageMonth(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(usageMonth(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
  });

  it('resets at the first instant of the next month, across a year end', () => {
    expect(monthlyResetAt(new Date('2026-11-15T10:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(monthlyResetAt(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('usageMeter', () => {
  it('reads usage against a limit, warning from 80 %', () => {
    expect(usageMeter(37, 100)).toEqual({ text: '37 of 100', percent: 37, state: 'ok' });
    expect(usageMeter(4, 5)).toEqual({ text: '4 of 5', percent: 80, state: 'near' });
    expect(usageMeter(5, 5)).toEqual({ text: '5 of 5', percent: 100, state: 'full' });
  });

  it('shows a workspace over its limit after a downgrade as over, capped at a full bar', () => {
    expect(usageMeter(12, 5)).toEqual({ text: '12 of 5', percent: 100, state: 'over' });
  });

  it('has no bar for an unlimited plan', () => {
    expect(usageMeter(250, null)).toEqual({ text: '250', percent: null, state: 'unlimited' });
  });
});
