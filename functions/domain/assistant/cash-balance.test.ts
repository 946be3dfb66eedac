import type { BankAccount } from '@shared/schemas/finance';
import { aBankAccount } from '@shared/testing/bank-account';
import { describe, expect, it } from 'vitest';
import { cashBalance, cashBalanceAnswer } from './cash-balance';

/** A statement account at First Bank; the tests name and fund each. */
const account = (over: Partial<BankAccount>) =>
  aBankAccount({
    institution: 'First Bank',
    mask: '1234',
    balance: 0,
    balanceAsOf: '2026-11-20',
    origin: 'statement',
    ...over,
  });

describe('the cash balance', () => {
  it('adds up the deposit accounts to the cent, and keeps a card apart as money owed', () => {
    const result = cashBalance([
      account({ name: 'Checking', balance: 12_480.1 }),
      account({ name: 'Savings', type: 'savings', balance: 5_000.2 }),
      account({ name: 'Card', type: 'credit', balance: -730.45 }),
    ]);
    expect(result).toMatchObject({ totalCash: 17_480.3, creditOwed: 730.45, unknownBalances: 0 });
    const answer = cashBalanceAnswer(result);
    expect(answer).toMatch(/^Your cash across 2 accounts is \*\*\$17,480\.30\*\*\. Credit cards owe \$730\.45/);
    expect(answer).toContain('- **Savings** ····1234 (First Bank): $5,000.20 (savings, as of Nov 20, 2026)');
  });

  it('never counts an unknown balance as zero: it says which accounts have none yet', () => {
    const result = cashBalance([account({ balance: 100 }), account({ name: 'New', balance: null })]);
    expect(result).toMatchObject({ totalCash: 100, unknownBalances: 1 });
    expect(cashBalanceAnswer(result)).toMatch(/1 account has no balance yet and is not counted/);
    expect(cashBalanceAnswer(result)).toContain('- **New** ····1234 (First Bank): no balance yet');
  });

  it('gives no total of "0 accounts" when no account has a balance yet (a statement without one)', () => {
    const answer = cashBalanceAnswer(cashBalance([account({ name: 'Uploaded statements', balance: null })]));
    expect(answer).not.toMatch(/across 0 accounts|\$0\.00/);
    expect(answer).toMatch(
      /^No account has a balance yet, so I cannot total your cash: a statement with balances or a bank sync fills it\./,
    );
    expect(answer).toContain('- **Uploaded statements** ····1234 (First Bank): no balance yet');
  });

  it('says where bank data comes from when there is none', () => {
    expect(cashBalanceAnswer(cashBalance([]))).toMatch(/no financial data yet/);
  });
});
