import { formatDollars, formatPercent } from '@shared/format/money';
import * as z from '@shared/zod';
import type { FinancialFigures } from './financial-analysis';

/**
 * Insights and recommendations, written from the computed figures only. The built-in writer turns figures into
 * sentences by rule; with OpenAI configured the model writes them from the same figures (the prompt and the answer's
 * check are here, the call is `services/finance/ai-narrative.ts`). Either way every number in a sentence must be one
 * of the figures (`unsupportedNumbers`): a model answer that states any other number is discarded for the built-in
 * one, so no sentence can carry an invented figure.
 */
export interface Narrative {
  insights: string[];
  recommendations: string[];
  source: 'built-in' | 'openai';
  model: string | null;
}

export function builtInNarrative(f: FinancialFigures): Narrative {
  const insights: string[] = [];
  const recommendations: string[] = [];
  if (!f.hasData) return { insights, recommendations, source: 'built-in', model: null };

  const revenueTrend =
    f.revenueChange === null
      ? ''
      : `, ${f.revenueChange >= 0 ? 'up' : 'down'} ${percent(Math.abs(f.revenueChange))} on the previous 30 days`;
  insights.push(`Revenue was ${money(f.revenue)} in the last 30 days${revenueTrend}.`);
  if (f.netIncome >= 0 && f.profitMargin !== null) {
    insights.push(`Net income was ${money(f.netIncome)}, a profit margin of ${percent(f.profitMargin)}.`);
  } else if (f.netIncome < 0) {
    insights.push(`Expenses of ${money(f.expenses)} exceeded revenue by ${money(-f.netIncome)}.`);
  }
  const largest = f.expenseCategories[0];
  if (largest && largest.amount > 0) {
    insights.push(
      `${largest.category} is the largest expense at ${money(largest.amount)}, ${percent(largest.percentage)} of spending.`,
    );
  }
  const mover = [...f.expenseCategories]
    .filter((c) => c.change !== null && Math.abs(c.change) >= 15 && Math.max(c.amount, c.previousAmount) >= 100)
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!))[0];
  if (mover) {
    insights.push(
      `${mover.category} spending ${mover.change! > 0 ? 'rose' : 'fell'} ${percent(Math.abs(mover.change!))} to ${money(mover.amount)}.`,
    );
  }
  const topKind = [...f.revenueByKind].sort((a, b) => b.amount - a.amount)[0];
  if (topKind && f.revenueByKind.length > 1) {
    insights.push(`${topKind.label} bring ${percent(topKind.percentage)} of sales revenue.`);
  }
  if (f.topPayer && f.topPayer.share >= 40) {
    insights.push(`${percent(f.topPayer.share)} of revenue came from one customer, ${f.topPayer.name}.`);
  }
  if (f.cash.balance !== null && f.cash.runwayMonths !== null && f.cash.monthlyBurn !== null) {
    insights.push(
      `At the last 30 days’ burn of ${money(f.cash.monthlyBurn)}, cash of ${money(f.cash.balance)} lasts about ${months(f.cash.runwayMonths)}.`,
    );
  } else if (f.cash.balance !== null) {
    insights.push(`Cash balances total ${money(f.cash.balance)}, and the last 30 days added to them.`);
  }

  if (f.profitMargin !== null && f.profitMargin < 10 && largest) {
    recommendations.push(
      `The margin is ${percent(f.profitMargin)}: review ${largest.category} (${money(largest.amount)}), the largest expense, for savings first.`,
    );
  } else if (f.profitMargin === null && f.expenses > 0) {
    recommendations.push(
      'No revenue was recorded in the last 30 days: check that the statements of every account that receives payments are uploaded.',
    );
  }
  if (f.expenseChange !== null && f.expenseChange >= 15) {
    recommendations.push(
      `Expenses grew ${percent(f.expenseChange)} on the previous 30 days${mover && mover.change! > 0 ? `; ${mover.category} grew most (${percent(mover.change!)})` : ''}. Check which of the new costs will repeat.`,
    );
  }
  if (f.cash.runwayMonths !== null && f.cash.runwayMonths < 6) {
    recommendations.push(
      `Cash lasts about ${months(f.cash.runwayMonths)} at this burn: plan cost cuts or new revenue now, while there is time to act.`,
    );
  }
  if (f.topPayer && f.topPayer.share >= 40) {
    recommendations.push(
      `${f.topPayer.name} brings ${percent(f.topPayer.share)} of revenue: winning a few more clients like it would spread the risk of losing one.`,
    );
  }
  const technology = f.expenseCategories.find((c) => c.category === 'Technology');
  if (technology && technology.percentage >= 15) {
    recommendations.push(
      `Technology is ${percent(technology.percentage)} of spending (${money(technology.amount)}): cancel the subscriptions nobody uses.`,
    );
  }
  const other = f.expenseCategories.find((c) => c.category === 'Other');
  if (other && other.amount > 0) {
    recommendations.push(
      `${money(other.amount)} of spending is in Other: recategorise it in the Transactions tab so the breakdown shows where the money goes.`,
    );
  }
  if (f.cash.balance === null) {
    recommendations.push('Link a bank, or upload a statement that shows balances, to see how long your cash lasts.');
  }
  if (f.daysSinceLatest !== null && f.daysSinceLatest > 7) {
    recommendations.push(
      `The newest transaction is ${f.daysSinceLatest} days old: upload a recent statement or link a bank so the analysis stays current.`,
    );
  }
  if (recommendations.length === 0 && f.profitMargin !== null) {
    recommendations.push(
      `With a ${percent(f.profitMargin)} margin and steady costs, the business can afford to invest: ${
        f.expenseCategories.some((c) => c.category === 'Marketing')
          ? 'test a larger marketing budget'
          : 'try a first marketing campaign'
      } and watch the revenue trend here.`,
    );
  }
  return { insights, recommendations, source: 'built-in', model: null };
}

/** The JSON the model is asked for. */
export const narrativeAnswerSchema = z.object({
  insights: z.array(z.string().check(z.minLength(10), z.maxLength(300))).check(z.minLength(1), z.maxLength(7)),
  recommendations: z.array(z.string().check(z.minLength(10), z.maxLength(300))).check(z.minLength(1), z.maxLength(6)),
});

/** The model's answer as the narrative, or an error when it states a number that is not a figure. */
export function checkedNarrative(
  answer: z.output<typeof narrativeAnswerSchema>,
  figures: FinancialFigures,
  model: string,
): Narrative {
  const unsupported = unsupportedNumbers([...answer.insights, ...answer.recommendations], figures);
  if (unsupported.length > 0)
    throw new Error(`The model stated numbers that are not in the figures: ${unsupported.join(', ')}`);
  return { ...answer, source: 'openai', model };
}

/** What the model is told: the figures, and the built-in narrative as a baseline. */
export function narrativePrompt(
  figures: FinancialFigures,
  builtIn: Narrative,
): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content:
        'You are the financial analyst of an app for small-business owners. Write from the figures given only: ' +
        'every number you write must be one of them (money as $1,234, percentages as 12.5%). Never invent or derive numbers.',
    },
    {
      role: 'user',
      content:
        'Write 3–6 insights (what the figures show) and 2–5 recommendations (what to do), one sentence each, as JSON ' +
        '{"insights":[…],"recommendations":[…]}. The built-in analysis is a baseline you may improve on.\n' +
        JSON.stringify({ figures, builtIn: { insights: builtIn.insights, recommendations: builtIn.recommendations } }),
    },
  ];
}

/** Numbers written in sentences (`$12,340`, `-4.5%`, `17 months`), as numbers. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
}

/** The numbers of `sentences` that are not figures (nor a figure rounded to whole units or one decimal). */
export function unsupportedNumbers(sentences: readonly string[], figures: FinancialFigures): string[] {
  const allowed = new Set<number>();
  const visit = (value: unknown) => {
    if (typeof value === 'number') {
      for (const n of [value, Math.abs(value)]) {
        allowed.add(n);
        allowed.add(Math.round(n));
        allowed.add(Math.round(n * 10) / 10);
      }
    } else if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      for (const n of numbersIn(value)) allowed.add(n);
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  visit(figures);
  return sentences.flatMap((s) =>
    numbersIn(s)
      .filter((n) => !allowed.has(n))
      .map((n) => `${n} in "${s}"`),
  );
}

const money = (dollars: number) => formatDollars(dollars);
const percent = formatPercent;
const months = (value: number) => `${value} month${value === 1 ? '' : 's'}`;
