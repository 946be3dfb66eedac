import { describe, expect, it } from 'vitest';
import { trainClassifier } from '../categorise/builtin-classifier';
import { categoriseByRules, rulesByMerchant } from '../categorise/categorise';
import { DEMO_DAYS, generateDemoBank } from './demo-bank';

const today = '2026-03-31';

describe('generateDemoBank', () => {
  const bank = generateDemoBank({ seed: 'workspace-1', today });

  it('is the same bank for the same seed and date, and another for another seed', () => {
    expect(generateDemoBank({ seed: 'workspace-1', today })).toEqual(bank);
    expect(generateDemoBank({ seed: 'workspace-2', today })).not.toEqual(bank);
  });

  it('holds two accounts and 90 days of transactions ending today', () => {
    expect(bank.accounts.map((a) => [a.name, a.type, a.institution])).toEqual([
      ['Demo Business Checking', 'checking', 'Demo Bank'],
      ['Demo Business Savings', 'savings', 'Demo Bank'],
    ]);
    const dates = bank.transactions.map((t) => t.date).sort();
    expect(dates[0]! >= '2026-01-01').toBe(true);
    expect(dates.at(-1)! <= today).toBe(true);
    expect(new Set(dates).size).toBeGreaterThan(DEMO_DAYS * 0.6);
    expect(bank.transactions.every((t) => Number.isInteger(t.amountCents) && t.amountCents !== 0)).toBe(true);
  });

  it('looks like a small business: paid every other Friday, sales most weekdays, money moved to savings monthly', () => {
    const payroll = bank.transactions.filter((t) => t.description.includes('NET PAY'));
    expect(payroll.length).toBeGreaterThanOrEqual(6);
    expect(payroll.every((t) => new Date(`${t.date}T00:00:00Z`).getUTCDay() === 5)).toBe(true);
    const toSavings = bank.transactions.filter((t) => t.description.startsWith('ONLINE TRANSFER TO SAV'));
    const intoSavings = bank.transactions.filter((t) => t.accountKey === 'savings' && t.amountCents === 200_000);
    expect(toSavings.length).toBe(intoSavings.length);
    const income = bank.transactions.filter((t) => t.accountKey === 'checking' && t.amountCents > 0);
    const spending = bank.transactions.filter(
      (t) => t.accountKey === 'checking' && t.amountCents < 0 && !t.description.includes('TRANSFER'),
    );
    const sum = (list: typeof income) => list.reduce((s, t) => s + t.amountCents, 0);
    // Profitable, but not by a fairy-tale margin.
    const margin = (sum(income) + sum(spending)) / sum(income);
    expect(margin).toBeGreaterThan(-0.1);
    expect(margin).toBeLessThan(0.3);
  });

  it('ends each account on its opening balance plus its transactions', () => {
    const checking = bank.transactions
      .filter((t) => t.accountKey === 'checking')
      .reduce((s, t) => s + t.amountCents, 0);
    expect(bank.accounts[0]!.balanceCents).toBe(2_400_000 + checking);
  });

  it('is worded like a bank: the built-in rules categorise all but the one payee left for the user', () => {
    const rules = rulesByMerchant([]);
    const classifier = trainClassifier([]);
    const open = bank.transactions.filter((t) => !categoriseByRules(t, rules));
    expect([...new Set(open.map((t) => t.description))]).toEqual(['ZELLE PAYMENT TO RIVERA DESIGN']);
    expect(classifier.classify(open[0]!).category).toBe('Other');
  });
});
