import type { FinancialAnalysis } from '@shared/schemas/finance';
import { describe, expect, it } from 'vitest';
import { expensesAnswer } from './finance-answers';

/** The first 30 days with data: every figure is new, the 30 days before had none. */
const firstMonth: FinancialAnalysis = {
  hasData: true,
  period: { from: '2026-11-01', to: '2026-11-30', label: 'Last 30 days' },
  revenue: 4200,
  expenses: 2700,
  netIncome: 1500,
  profitMargin: 35.7,
  previous: { revenue: 0, expenses: 0, netIncome: 0 },
  revenueChange: null,
  expenseChange: null,
  expenseCategories: [
    { category: 'Payroll', amount: 2000, percentage: 74.1, trend: 'up', change: null, previousAmount: 0 },
    { category: 'Marketing', amount: 700, percentage: 25.9, trend: 'up', change: 25, previousAmount: 560 },
  ],
  revenueByKind: [],
  otherIncome: 0,
  topPayer: null,
  cash: { balance: null, monthlyBurn: null, runwayMonths: null },
  latestTransactionDate: '2026-11-29',
  daysSinceLatest: 1,
  healthScore: null,
  healthComponents: [],
  insights: [],
  recommendations: [],
  analyst: { source: 'built-in', model: null },
};

describe('expensesAnswer', () => {
  it('says plainly that nothing was spent before, instead of "new this period on the 30 days before"', () => {
    const answer = expensesAnswer(firstMonth);
    expect(answer).toMatch(
      /^Expenses were \*\*\$2,700\.00\*\* in the last 30 days, against nothing in the 30 days before\./,
    );
    expect(answer).toContain('- **Payroll**: $2,000.00 (74.1% of spending), none in the 30 days before');
    expect(answer).toContain('- **Marketing**: $700.00 (25.9% of spending), up 25% from $560.00');
    expect(answer).not.toContain('new this period on');
    expect(answer).not.toContain('new this period from');
  });
});
