import {
  type RevenueKind,
  revenueKinds,
  type TransactionCategory,
  transactionCategories,
} from '@shared/catalog/finance-categories';
import { centsToDollars } from '@shared/format/money';
import * as z from '@shared/zod';
import type { AiClient, AiMessage } from '../../../platform/ai/ai-client';
import type { BuiltInClassifier, LabelledExample } from './builtin-classifier';
import type { CategorisableTransaction, Categorisation } from './categorisation';

/**
 * The AI layer of categorisation: what no rule decided goes to the model in batches, with the workspace's own
 * corrections as examples. Every answer is validated (a known category, each transaction answered once); a batch
 * whose answer fails, or a call that errors, is categorised by the built-in classifier instead, so an import never
 * fails because of the model.
 */
export const AI_BATCH_SIZE = 50;

const answerSchema = z.object({
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

export type Warn = (message: string, detail: Record<string, unknown>) => void;

export function aiCategoriser(
  ai: AiClient,
  fallback: BuiltInClassifier,
  examples: readonly LabelledExample[],
  warn: Warn,
) {
  return async (transactions: readonly CategorisableTransaction[]): Promise<Categorisation[]> => {
    const results: Categorisation[] = [];
    for (let start = 0; start < transactions.length; start += AI_BATCH_SIZE) {
      const batch = transactions.slice(start, start + AI_BATCH_SIZE);
      try {
        results.push(...(await askBatch(ai, batch, examples)));
      } catch (error) {
        warn('AI categorisation failed; using the built-in classifier', {
          error: error instanceof Error ? error.message : String(error),
          transactions: batch.length,
        });
        results.push(...batch.map((t) => fallback.classify(t)));
      }
    }
    return results;
  };
}

async function askBatch(
  ai: AiClient,
  batch: readonly CategorisableTransaction[],
  examples: readonly LabelledExample[],
): Promise<Categorisation[]> {
  const answer = await ai.completeJson(answerSchema, messages(batch, examples), { temperature: 0 });
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

function messages(batch: readonly CategorisableTransaction[], examples: readonly LabelledExample[]): AiMessage[] {
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
