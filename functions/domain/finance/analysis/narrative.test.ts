import { describe, expect, it } from 'vitest';
import { FIGURES_TODAY, figuresFor, profitableQuarter } from '../../../../scripts/testing/fixtures/financial-figures';
import { trainClassifier } from '../categorise/builtin-classifier';
import { categoriseByRules, rulesByMerchant } from '../categorise/categorise';
import { generateDemoBank } from '../demo-bank/demo-bank';
import { merchantName } from '../transactions/merchant';
import { dayTotalsDelta, sumDayTotals } from './day-totals';
import { analyseFinances, type FinancialFigures } from './financial-analysis';
import { builtInNarrative, checkedNarrative, numbersIn, unsupportedNumbers } from './narrative';

const today = FIGURES_TODAY;

const scenarios: Record<string, FinancialFigures> = {
  profitable: profitableQuarter(),
  losing: figuresFor(
    [
      [12, 1000, 'Income', 'one_time_sales'],
      [13, -4210.77, 'Payroll'],
      [14, -899.5, 'Other'],
      [15, -350, 'Marketing'],
      [45, -2000, 'Payroll'],
    ],
    410_000,
  ),
  noBalances: figuresFor([[1, -50, 'Utilities']], null),
};

describe('the built-in narrative', () => {
  it.each(Object.keys(scenarios))('states only numbers that are among the figures (%s)', (name) => {
    const figures = scenarios[name]!;
    const narrative = builtInNarrative(figures);
    expect(narrative.insights.length).toBeGreaterThan(0);
    expect(narrative.recommendations.length).toBeGreaterThan(0);
    expect(unsupportedNumbers([...narrative.insights, ...narrative.recommendations], figures)).toEqual([]);
  });

  it('states only figures for 90 days of the Demo Bank too', () => {
    const demo = generateDemoBank({ seed: 'narrative', today });
    const classifier = trainClassifier([]);
    const categorised = demo.transactions.map((t) => ({
      ...t,
      ...(categoriseByRules(t, rulesByMerchant([])) ?? classifier.classify(t)),
      merchant: merchantName(t.description),
    }));
    const figures = analyseFinances({
      today,
      days: sumDayTotals(categorised.map((t) => dayTotalsDelta(t))),
      balances: demo.accounts.map((a) => ({ type: a.type, cents: a.balanceCents })),
      latestTransactionDate: today,
    });
    const narrative = builtInNarrative(figures);
    expect(figures.revenue).toBeGreaterThan(10_000);
    expect(narrative.insights.length).toBeGreaterThanOrEqual(5);
    expect(unsupportedNumbers([...narrative.insights, ...narrative.recommendations], figures)).toEqual([]);
  });

  it('writes what the figures say', () => {
    const losing = builtInNarrative(scenarios.losing!);
    expect(losing.insights).toContain('Expenses of $5,460 exceeded revenue by $4,460.');
    expect(losing.recommendations).toContain(
      '$900 of spending is in Other: recategorise it in the Transactions tab so the breakdown shows where the money goes.',
    );
    expect(builtInNarrative(scenarios.noBalances!).recommendations).toContain(
      'Link a bank, or upload a statement that shows balances, to see how long your cash lasts.',
    );
  });

  it('catches a number that is not a figure', () => {
    expect(numbersIn('Revenue was $12,340.50, up 4.5% in 30 days')).toEqual([12340.5, 4.5, 30]);
    expect(unsupportedNumbers(['Revenue grew 73% this month.'], scenarios.profitable!)).toEqual([
      '73 in "Revenue grew 73% this month."',
    ]);
  });
});

describe('checkedNarrative (the check of a model answer)', () => {
  it('takes an answer that states only figures, and refuses one with an invented number', () => {
    const figures = scenarios.profitable!;
    const revenue = `$${Math.round(figures.revenue).toLocaleString('en-US')}`;
    const stated = { insights: [`Revenue reached ${revenue} in the last 30 days.`], recommendations: ['Hire slowly.'] };
    expect(checkedNarrative(stated, figures, 'gpt-4o-mini')).toEqual({
      ...stated,
      source: 'openai',
      model: 'gpt-4o-mini',
    });
    const invented = { insights: ['Revenue will grow 40% next quarter.'], recommendations: ['Hire two more people.'] };
    expect(() => checkedNarrative(invented, figures, 'gpt-4o-mini')).toThrow('not in the figures: 40 in');
  });
});
