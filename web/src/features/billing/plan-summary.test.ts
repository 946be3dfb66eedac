import type { SubscriptionInfo } from '@shared/schemas/subscription';
import { describe, expect, it } from 'vitest';
import { downgradeConsequences, periodLine } from './plan-summary';

const info = (overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  tier: 'pro',
  status: 'active',
  billingMode: 'local',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  usage: { tasksThisMonth: 12, aiMessagesThisMonth: 0, automations: 3 },
  limits: { tasksPerMonth: null, aiMessagesPerMonth: null, automations: 25 },
  ...overrides,
});
const now = new Date('2026-05-20T12:00:00Z');

describe('periodLine', () => {
  it('says when a paid period renews, or ends and what follows; nothing without one', () => {
    expect(periodLine(info())).toBeNull();
    expect(periodLine(info({ currentPeriodEnd: '2026-06-01T12:00:00.000Z' }))).toBe('Renews on Jun 01, 2026');
    expect(periodLine(info({ currentPeriodEnd: '2026-06-01T12:00:00.000Z', cancelAtPeriodEnd: true }))).toBe(
      'Ends on Jun 01, 2026, then Starter',
    );
  });
});

describe('downgradeConsequences', () => {
  it('says a local downgrade applies now, and that usage within the new limits is fine', () => {
    expect(downgradeConsequences(info(), 'starter', now)).toEqual([
      'Your workspace moves to Starter now. Local billing takes no payment.',
      'On Starter only Google Calendar can be connected: the apps already connected stay and keep syncing.',
      "Your current usage fits Starter's limits.",
    ]);
  });

  it('names every limit the usage is over, what stays, and until when new ones are refused', () => {
    const busy = info({ usage: { tasksThisMonth: 140, aiMessagesThisMonth: 100, automations: 7 } });
    expect(downgradeConsequences(busy, 'starter', now).slice(2)).toEqual([
      'You have created 140 tasks this month and Starter allows 100 a month: nothing is deleted, but new ones are refused until Jun 01, 2026.',
      'You have created 100 AI messages this month and Starter allows 100 a month: nothing is deleted, but new ones are refused until Jun 01, 2026.',
      'You have 7 automations and Starter allows 5: all of them stay and keep running, but new ones are refused until you have fewer than 5.',
    ]);
  });

  it('names the features a downgrade from Elite turns off, as the plan cards name them', () => {
    // Elite → Pro said only 'Your current usage fits Pro's limits.', though the forecast and SSO stop working.
    const lost =
      'On Pro these Elite features stop: Audit logs, API access, SSO, Forecasting, Custom branding, Custom AI training.';
    expect(downgradeConsequences(info({ tier: 'elite' }), 'pro', now)).toEqual([
      'Your workspace moves to Pro now. Local billing takes no payment.',
      lost,
      "Your current usage fits Pro's limits.",
    ]);
    expect(downgradeConsequences(info({ tier: 'elite' }), 'starter', now)[1]).toBe(lost.replace('Pro', 'Starter'));
    // Pro sells none of them, so Pro → Starter stops none; it only narrows what can be connected next.
    expect(downgradeConsequences(info(), 'starter', now)).toHaveLength(3);
    expect(downgradeConsequences(info({ tier: 'elite' }), 'pro', now).join(' ')).not.toContain('Google Calendar');
  });

  it('with Stripe, keeps the paid plan to the end of the period for Starter, and prorates a paid downgrade', () => {
    const paid = info({ tier: 'elite', billingMode: 'stripe', currentPeriodEnd: '2026-06-01T12:00:00.000Z' });
    expect(downgradeConsequences(paid, 'starter', now)[0]).toBe(
      'Elite stays until Jun 01, 2026, the end of the period you paid for; then your workspace moves to Starter.',
    );
    expect(downgradeConsequences(paid, 'pro', now)[0]).toBe(
      'Your workspace moves to Pro now; Stripe credits the unused part of Elite on your next invoice.',
    );
  });
});
