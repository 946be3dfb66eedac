import { describe, expect, it } from 'vitest';
import { trainClassifier } from './builtin-classifier';
import { categoriseAll, categoriseByRules, classifyWith, rulesByMerchant } from './categorise';

const noRules = rulesByMerchant([]);
const byRules = (description: string, amount: number) =>
  categoriseByRules({ description, amountCents: Math.round(amount * 100) }, noRules);

describe('built-in merchant rules', () => {
  it.each([
    ['GUSTO PAYROLL 260130 PAY 4471902 CCD ID: 9136446005', -8420.55, 'Payroll', undefined],
    ['HMRC PAYE', -1620.55, 'Payroll', undefined],
    ['Lena Hoffmann - Gehalt April 2026', -3150, 'Payroll', undefined],
    ['GOOGLE *ADS7261949 CC@GOOGLE.COM CA 01/27', -612.4, 'Marketing', undefined],
    ['FACEBK *ADS 8L2K9Q', -320, 'Marketing', undefined],
    ['AMAZON WEB SERVICES AWS.AMAZON.CO WA 01/23', -1289.33, 'Technology', undefined],
    ['RECURRING PAYMENT AUTHORIZED ON 01/26 SLACK T02QWE9 SLACK.COM CA', -145.2, 'Technology', undefined],
    ['PG&E/EZ-PAY 2601 WEB ID: 0000442701', -233.18, 'Utilities', undefined],
    ['Vattenfall Klantenservice N.V. - Termijnbedrag mei 2026', -148.9, 'Utilities', undefined],
    ['MAPLE HOUSE OFFICES RENT FEB STO', -2400, 'Operations', undefined],
    ['CHECKCARD 0219 SYSCO FOOD SERVICES 800-7797279 TX', -515, 'Operations', undefined],
    ['RESTAURANT DEPOT #0412 CHICAGO IL', -842.17, 'Operations', undefined],
    ['SAMSCLUB #4707 ORLANDO FL 03/14', -419.08, 'Operations', undefined],
    ['US FOODS INC DES:ACH PMT ID:9011234', -1588.7, 'Operations', undefined],
    ['WEBSTAURANTSTORE.COM 717-392-7472 PA', -344.18, 'Operations', undefined],
    ['STRIPE TRANSFER ST-K2L7Q9 ORIG ID:1800948598', 4316.2, 'Income', 'one_time_sales'],
    ['STRIPE DES:TRANSFER SUBSCRIPTIONS ID:ST-8812', 1375, 'Income', 'subscriptions'],
    ['DOORDASH, INC. DES:MERCHANT ID:ST-DD8821 PPD', 845.6, 'Income', 'one_time_sales'],
    ['PAYPAL TRANSFER 1008447122', 219.9, 'Income', 'one_time_sales'],
    ['SQUARE INC DES:SQ260202 ID:T3D8W4', 1850, 'Income', 'one_time_sales'],
    ['SHOPIFY INTERNATION PAYOUT 88120 BGC', 3125.4, 'Income', 'one_time_sales'],
    ['ACH CREDIT NORTHWIND TRADERS RETAINER MAR', 2500, 'Income', 'recurring_services'],
    ['Dividend Earned', 18.44, 'Income', undefined],
    ['ONLINE TRANSFER TO SAV ...4410 TRANSACTION#: 2287634411', -5000, 'Transfer', undefined],
    ['CAPITAL ONE AUTOPAY PYMT', 1450.77, 'Transfer', undefined],
  ])('%s (%d) → %s', (description, amount, category, revenueKind) => {
    expect(byRules(description, amount)).toEqual({ category, revenueKind, source: 'built-in-rule' });
  });

  it('gives a supplier refund the supplier’s category, and leaves an unknown payee to the classifier', () => {
    expect(byRules('STAPLES 00114 REFUND', 12.5)?.category).toBe('Operations');
    expect(byRules('STAPLES 00114', 12.5)).toBeUndefined();
    expect(byRules('J RIVERA', -300)).toBeUndefined();
  });

  it('lets a workspace rule win over the built-in ones, matched by merchant', () => {
    const rules = rulesByMerchant([
      { id: 'r1', merchant: 'Amazon Web Services', category: 'Operations', revenueKind: undefined },
    ]);
    expect(
      categoriseByRules({ description: 'AMAZON WEB SERVICES AWS.AMAZON.CO WA 02/23', amountCents: -100 }, rules),
    ).toEqual({
      category: 'Operations',
      revenueKind: undefined,
      source: 'rule',
      ruleId: 'r1',
    });
  });
});

it('still applies a rule made against the statement’s own spelling of a brand', () => {
  const rules = rulesByMerchant([
    { id: 'r2', merchant: 'Sysco Food Services', category: 'Other', revenueKind: undefined },
  ]);
  expect(
    categoriseByRules({ description: 'CHECKCARD 0219 SYSCO FOOD SERVICES 800-7797279 TX', amountCents: -100 }, rules),
  ).toMatchObject({ category: 'Other', source: 'rule', ruleId: 'r2' });
});

describe('the built-in classifier', () => {
  it('classifies by the lexicon and stays out of guesses it cannot make', () => {
    const classifier = trainClassifier([]);
    expect(classifier.classify({ description: 'Northside Freight Courier', amountCents: -9000 }).category).toBe(
      'Operations',
    );
    expect(classifier.classify({ description: 'Fastnet Broadband', amountCents: -5000 }).category).toBe('Utilities');
    expect(classifier.classify({ description: 'J RIVERA', amountCents: -30000 })).toEqual({
      category: 'Other',
      revenueKind: undefined,
      source: 'built-in-classifier',
    });
    expect(classifier.classify({ description: 'Payment from Northwind Traders', amountCents: 540000 })).toEqual({
      category: 'Income',
      revenueKind: 'one_time_sales',
      source: 'built-in-classifier',
    });
  });

  it('learns from the workspace’s corrections', () => {
    const before = trainClassifier([]);
    expect(before.classify({ description: 'RIVERA DESIGN STUDIO', amountCents: -120000 }).category).toBe('Other');
    const after = trainClassifier([
      {
        description: 'RIVERA DESIGN STUDIO INV 12',
        amountCents: -90000,
        category: 'Marketing',
        revenueKind: undefined,
      },
      {
        description: 'NORTHWIND TRADERS INV 7',
        amountCents: 250000,
        category: 'Income',
        revenueKind: 'recurring_services',
      },
    ]);
    expect(after.classify({ description: 'RIVERA DESIGN STUDIO', amountCents: -120000 }).category).toBe('Marketing');
    expect(after.classify({ description: 'NORTHWIND TRADERS', amountCents: 250000 })).toEqual({
      category: 'Income',
      revenueKind: 'recurring_services',
      source: 'built-in-classifier',
    });
  });
});

describe('categoriseAll', () => {
  it('sends only what rules left open to the remaining step, in order', async () => {
    const seen: string[] = [];
    const classifier = trainClassifier([]);
    const result = await categoriseAll(
      [
        { description: 'GUSTO PAYROLL', amountCents: -100 },
        { description: 'J RIVERA', amountCents: -200 },
        { description: 'STRIPE TRANSFER', amountCents: 300 },
        { description: 'Fastnet Broadband', amountCents: -400 },
      ],
      noRules,
      async (open) => {
        seen.push(...open.map((t) => t.description));
        return classifyWith(classifier)(open);
      },
    );
    expect(seen).toEqual(['J RIVERA', 'Fastnet Broadband']);
    expect(result.map((r) => [r.category, r.source])).toEqual([
      ['Payroll', 'built-in-rule'],
      ['Other', 'built-in-classifier'],
      ['Income', 'built-in-rule'],
      ['Utilities', 'built-in-classifier'],
    ]);
  });
});
