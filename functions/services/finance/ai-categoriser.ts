import {
  AI_BATCH_SIZE,
  answeredCategorisations,
  categorisationAnswerSchema,
  categorisationPrompt,
} from '../../domain/finance/categorise/ai-categoriser';
import type { BuiltInClassifier, LabelledExample } from '../../domain/finance/categorise/builtin-classifier';
import type { CategorisableTransaction, Categorisation } from '../../domain/finance/categorise/categorisation';
import type { AiClient } from '../../platform/ai/ai-client';

export type Warn = (message: string, detail: Record<string, unknown>) => void;

/**
 * Categorises what no rule decided with the model, in batches of `AI_BATCH_SIZE`; a batch whose answer fails the
 * domain's checks, or whose call errors, goes to the built-in classifier, so an import never fails because of the
 * model. The prompt and the checks are the domain's `ai-categoriser.ts`.
 */
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
        const answer = await ai.completeJson(categorisationAnswerSchema, categorisationPrompt(batch, examples), {
          temperature: 0,
        });
        results.push(...answeredCategorisations(batch, answer));
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
