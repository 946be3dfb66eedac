import type { BankAccount } from '@shared/schemas/finance';
import { NO_FINANCE_DATA } from './finance-answers';
import { formatDate, md, plural, usd } from './markdown';
import type { CashBalanceResult } from './tool-results';

/**
 * The cash the business holds: each account's balance as the bank or the latest statement stated it, and the total
 * of the deposit accounts (checking, savings, other). A credit card's balance is money owed, not cash: it is shown
 * apart. An account without a known balance is listed and left out of the total, never counted as 0.
 */
const cents = (dollars: number) => Math.round(dollars * 100);

export function cashBalance(accounts: readonly BankAccount[]): CashBalanceResult {
  let cash = 0;
  let owed = 0;
  for (const a of accounts) {
    if (a.balance === null) continue;
    if (a.type === 'credit') owed += -cents(a.balance);
    else cash += cents(a.balance);
  }
  return {
    accounts: accounts.map((a) => ({
      name: a.name,
      institution: a.institution,
      mask: a.mask,
      type: a.type,
      balance: a.balance,
      balanceAsOf: a.balanceAsOf,
    })),
    totalCash: cash / 100,
    creditOwed: owed / 100,
    unknownBalances: accounts.filter((a) => a.balance === null).length,
  };
}

export function cashBalanceAnswer(r: CashBalanceResult): string {
  if (r.accounts.length === 0) return NO_FINANCE_DATA;
  const lines = r.accounts.map((a) => {
    const name = `**${md(a.name)}**${a.mask ? ` ····${md(a.mask)}` : ''}${a.institution ? ` (${md(a.institution)})` : ''}`;
    if (a.balance === null) return `- ${name}: no balance yet`;
    const asOf = a.balanceAsOf ? `, as of ${formatDate(a.balanceAsOf)}` : '';
    return a.type === 'credit'
      ? `- ${name}: ${usd(Math.abs(a.balance))} ${a.balance <= 0 ? 'owed' : 'in credit'} (credit card${asOf})`
      : `- ${name}: ${usd(a.balance)} (${a.type}${asOf})`;
  });
  const footer = `\n\n${lines.join('\n')}\n\nAccounts are on [Financial](/financial).`;
  // 'Your cash across 0 accounts is $0.00' would read as an empty bank, not as balances not known yet.
  if (r.unknownBalances === r.accounts.length) {
    return `No account has a balance yet, so I cannot total your cash: a statement with balances or a bank sync fills it.${footer}`;
  }
  const total = `Your cash across ${plural(r.accounts.filter((a) => a.type !== 'credit' && a.balance !== null).length, 'account')} is **${usd(r.totalCash)}**.`;
  const owed = r.creditOwed > 0 ? ` Credit cards owe ${usd(r.creditOwed)} on top of that (not counted as cash).` : '';
  const unknown = r.unknownBalances
    ? ` ${plural(r.unknownBalances, 'account has', 'accounts have')} no balance yet and ${r.unknownBalances === 1 ? 'is' : 'are'} not counted; a statement or a bank sync fills it.`
    : '';
  return `${total}${owed}${unknown}${footer}`;
}
