import {
  type RevenueKind,
  revenueKinds,
  type TransactionCategory,
  transactionCategories,
} from '@shared/catalog/finance-categories';
import { centsToDollars } from '@shared/format/money';
import * as z from '@shared/zod';
import type { LabelledExample } from './builtin-classifier';
import type { CategorisableTransaction, Categorisation } from './categorisation';

/**
 * The AI layer of categorisation: what no rule decided goes to the model in batches, with the workspace's own
 * corrections as examples. Every answer is validated (a known category, each transaction answered once); a batch
 * whose answer fails, or a call that errors, is categorised by the built-in classifier instead, so an import never
 * fails because of the model. The prompt and the checks are here; asking the model, batch by batch, is
 * `services/finance/ai-categoriser.ts`.
 */
export const AI_BATCH_SIZE = 50;

/** The JSON the model is asked for. */
export const categorisationAnswerSchema = z.object({
  categories: z
    .array(
      z.object({
        index: z.number().check(z.int(), z.gte(0)),
        category: z.enum(transactionCategories),
        revenueKind: z.optional(z.nullable(z.enum(revenueKinds))),
      }),
    )
    .check(z.maxLength(AI_BATCH_SIZE)),
});

/** The answer's categorisation of each transaction of the batch, or an error when it leaves one out. */
export function answeredCategorisations(
  batch: readonly CategorisableTransaction[],
  answer: z.output<typeof categorisationAnswerSchema>,
): Categorisation[] {
  const byIndex = new Map(answer.categories.map((a) => [a.index, a]));
  return batch.map((transaction, index) => {
    const found = byIndex.get(index);
    if (!found) throw new Error(`The model left transaction ${index} of ${batch.length} uncategorised`);
    return checked(transaction, found.category, found.revenueKind ?? undefined);
  });
}

/** The model may not call money out income, nor money in an expense other than a refund's category. */
function checked(
  transaction: CategorisableTransaction,
  category: TransactionCategory,
  revenueKind: RevenueKind | undefined,
): Categorisation {
  if (transaction.amountCents < 0 && category === 'Income') throw new Error('The model called money out income');
  return { category, revenueKind: category === 'Income' ? revenueKind : undefined, source: 'ai' };
}

/** What the model is told: the categories, the workspace's own examples and the batch. */
export function categorisationPrompt(
  batch: readonly CategorisableTransaction[],
  examples: readonly LabelledExample[],
): { role: 'system' | 'user'; content: string }[] {
  const data = {
    categories: {
      expenses: ['Payroll', 'Marketing', 'Operations', 'Technology', 'Utilities', 'Other'],
      moneyIn:
        'Income, with revenueKind one of subscriptions, one_time_sales, recurring_services, add_ons (null for interest and other non-sales income)',
      transfer: 'Transfer: money between the business’s own accounts or paying its own credit card',
    },
    examplesFromThisBusiness: examples.slice(-40).map((e) => ({
      description: e.description,
      moneyIn: e.amountCents > 0,
      category: e.category,
      revenueKind: e.revenueKind ?? null,
    })),
    transactions: batch.map((t, index) => ({
      index,
      description: t.description,
      moneyIn: t.amountCents > 0,
      amount: centsToDollars(Math.abs(t.amountCents)),
      bankLabel: t.bankCategory ?? null,
    })),
  };
  return [
    {
      role: 'system',
      content:
        'You categorise the bank transactions of a small business for its bookkeeping. Use only the data given. ' +
        'A refund (money in from a supplier) takes the supplier’s expense category.',
    },
    {
      role: 'user',
      content:
        'Categorise every transaction exactly once. Answer JSON {"categories":[{"index":0,"category":"…","revenueKind":null}]}.\n' +
        JSON.stringify(data),
    },
  ];
}
