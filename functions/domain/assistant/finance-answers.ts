import type { FinancialAnalysis } from '@shared/schemas/finance';
import { listJoin, md } from './markdown';

/**
 * The built-in assistant's finance answers, worded from the financial analysis the Financial screen shows (the
 * last 30 days against the 30 before) and nothing else.
 */
const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

function changeWords(change: number | null): string {
  if (change === null) return 'new this period';
  if (change === 0) return 'unchanged';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}%`;
}

export const NO_FINANCE_DATA =
  'There is no financial data yet, so I have no figures to give. Link a bank account or upload a statement on [Financial](/financial) and ask again.';

export function expensesAnswer(analysis: FinancialAnalysis): string {
  if (!analysis.hasData) return NO_FINANCE_DATA;
  const spent = analysis.expenseCategories.filter((c) => c.amount > 0).sort((a, b) => b.amount - a.amount);
  if (spent.length === 0) {
    return `No expenses were recorded in the ${md(analysis.period.label.toLowerCase())} (${analysis.period.from} to ${analysis.period.to}).`;
  }
  const lines = spent.map(
    (c) =>
      `- **${c.category}**: ${usd(c.amount)} (${c.percentage}% of spending), ${changeWords(c.change)} from ${usd(c.previousAmount)}`,
  );
  const movers = spent.filter((c) => c.trend !== 'stable').map((c) => `${c.category} (${changeWords(c.change)})`);
  const total = `Expenses were **${usd(analysis.expenses)}** in the ${md(analysis.period.label.toLowerCase())}, ${changeWords(analysis.expenseChange)} on the 30 days before (${usd(analysis.previous.expenses)}).`;
  const changed = movers.length
    ? `\n\nWhat changed most: ${listJoin(movers)}.`
    : '\n\nNo category moved by more than 5%.';
  return `${total}\n\nBiggest categories first:\n\n${lines.join('\n')}${changed}\n\nDetails on [Financial](/financial).`;
}

/** One sentence on revenue from bank data (the last 30 days), for a revenue question the KPIs cannot answer yet. */
export function revenueFromBankAnswer(analysis: FinancialAnalysis): string {
  if (!analysis.hasData) return NO_FINANCE_DATA;
  return (
    `Your bank data shows revenue of **${usd(analysis.revenue)}** in the ${md(analysis.period.label.toLowerCase())}, ` +
    `${changeWords(analysis.revenueChange)} on the 30 days before (${usd(analysis.previous.revenue)}), and net income of ` +
    `${usd(analysis.netIncome)}. See [Financial](/financial).`
  );
}
