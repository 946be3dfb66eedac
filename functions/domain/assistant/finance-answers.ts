import type { FinancialAnalysis } from '@shared/schemas/finance';
import { changeWords, formatSpan, listJoin, md, plural, usd } from './markdown';
import type { TransactionsResult } from './tool-results';

/**
 * The built-in assistant's finance answers, worded from the financial analysis the Financial screen shows (the
 * last 30 days against the 30 before) and from the transactions of a period, and nothing else.
 */
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
      `- **${c.category}**: ${usd(c.amount)} (${c.percentage}% of spending), ${c.change === null ? 'none in the 30 days before' : `${changeWords(c.change)} from ${usd(c.previousAmount)}`}`,
  );
  const movers = spent.filter((c) => c.trend !== 'stable').map((c) => `${c.category} (${changeWords(c.change)})`);
  // Without a change (nothing spent before), 'new this period on the 30 days before ($0.00)' would not read.
  const before =
    analysis.expenseChange === null
      ? 'against nothing in the 30 days before'
      : `${changeWords(analysis.expenseChange)} on the 30 days before (${usd(analysis.previous.expenses)})`;
  const total = `Expenses were **${usd(analysis.expenses)}** in the ${md(analysis.period.label.toLowerCase())}, ${before}.`;
  const changed = movers.length
    ? `\n\nWhat changed most: ${listJoin(movers)}.`
    : '\n\nNo category moved by more than 5%.';
  return `${total}\n\nBiggest categories first:\n\n${lines.join('\n')}${changed}\n\nDetails on [Financial](/financial).`;
}

/** What a transactions answer was about: the period as the question named it, and its filter. */
export interface SpendingQuestion {
  /** 'October 2026', 'the last 30 days'. */
  periodLabel: string;
  category: string | null;
  merchant: string | null;
}

const spanOf = (r: TransactionsResult) =>
  `${r.filter.from === r.filter.to ? 'on' : 'from'} ${formatSpan(r.filter.from, r.filter.to)}`;

function incompleteNote(r: TransactionsResult): string {
  return r.complete
    ? ''
    : `\n\nThese figures cover the newest ${plural(r.count, 'transaction')} of the period; more matched than one answer reads, so ask about a shorter period for the full figure.`;
}

const merchantLines = (rows: TransactionsResult['topMerchants']) =>
  rows.map((m) => `- **${md(m.merchant)}**: ${usd(m.spent)} (${plural(m.count, 'transaction')})`).join('\n');

/** 'How much did we spend on marketing in October?', '… at Amazon last month?', 'What did we spend this year?'. */
export function spendingAnswer(r: TransactionsResult, q: SpendingQuestion): string {
  if (!r.hasBankData) return NO_FINANCE_DATA;
  // A merchant is named as the bank data spells it when the words matched one; otherwise as typed.
  const [only, second] = r.topMerchants;
  const merchant = only && !second ? `at **${md(only.merchant)}**` : `matching "${md(q.merchant ?? '')}"`;
  const what = q.category ? ` on **${md(q.category)}**` : q.merchant ? ` ${merchant}` : '';
  const when = `${md(q.periodLabel)} (${spanOf(r)})`;
  if (r.count === 0) {
    return `There are no transactions${what} in ${when}. Transactions come from your bank data on [Financial](/financial).`;
  }
  const total = `We spent **${usd(r.spent)}**${what} in ${when}, over ${plural(r.count, 'transaction')}`;
  const income = r.received > 0 ? `, and received ${usd(r.received)}` : '';
  const details = q.category
    ? r.topMerchants.length
      ? `\n\nWhere it went, largest first:\n\n${merchantLines(r.topMerchants.slice(0, 5))}`
      : ''
    : r.byCategory.length
      ? `\n\nBy category:\n\n${r.byCategory.map((c) => `- **${md(c.category)}**: ${usd(c.spent)} (${plural(c.count, 'transaction')})`).join('\n')}`
      : '';
  return `${total}${income}.${details}${incompleteNote(r)}\n\nEach transaction is listed on [Financial](/financial).`;
}

/** 'Top merchants last 30 days': where the money went, by merchant. */
export function topMerchantsAnswer(r: TransactionsResult, periodLabel: string): string {
  if (!r.hasBankData) return NO_FINANCE_DATA;
  const when = `${md(periodLabel)} (${spanOf(r)})`;
  if (r.topMerchants.length === 0) return `Nothing was spent in ${when}, so there are no merchants to rank.`;
  return (
    `Your top ${plural(r.topMerchants.length, 'merchant')} by spending in ${when}, of ${usd(r.spent)} spent in all:\n\n` +
    `${merchantLines(r.topMerchants)}${incompleteNote(r)}\n\nEach transaction is listed on [Financial](/financial).`
  );
}
