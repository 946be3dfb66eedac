import { describe, expect, it } from 'vitest';
import { syntheticBusiness } from '../../../scripts/testing/synthetic-business';
import { addDays } from '../finance/calendar-date';
import { detectRecurring } from './recurring';

/**
 * Issue 34's backtest world: an 18-month business whose last 90 days are held out. What is checked here is what
 * holds today: its recurring payments are found, and its daily card sales (a run of amounts with no break) are not
 * cut into "series". Whether the forecast beats seasonal naive on it is NOT yet asserted (see the branch's report:
 * the modelled rest under-forecasts the business's growth on the held-out days).
 */
const from = '2025-04-01';
const end = '2026-09-30';
const asOf = addDays(end, -90);
const history = syntheticBusiness(from, end).transactions.filter((t) => t.date <= asOf);

describe('the synthetic 18-month business, last 90 days held out', () => {
  it('finds the payroll, rent and subscriptions, and nothing in the daily sales', () => {
    const found = detectRecurring(history, asOf).map((s) => [s.counterparty, s.cadence]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Gusto Payroll', 'biweekly'],
        ['Main Street Properties', 'monthly'],
        ['Slack Technologies', 'monthly'],
        ['Adobe Creative Cloud', 'monthly'],
      ]),
    );
    expect(found.map(([name]) => name)).not.toContain('Stripe Payout');
  });
});
