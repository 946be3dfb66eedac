import type { FinancialFigures } from '../../domain/finance/analysis/financial-analysis';
import {
  builtInNarrative,
  checkedNarrative,
  type Narrative,
  narrativeAnswerSchema,
  narrativePrompt,
} from '../../domain/finance/analysis/narrative';
import type { AiClient } from '../../platform/ai/ai-client';

export type Warn = (message: string, detail: Record<string, unknown>) => void;

/**
 * The model's narrative when it states only the figures, the built-in one otherwise (the rules of both, and the
 * check, are the domain's `narrative.ts`; asking the model is I/O, so it is done here).
 */
export async function writeNarrative(
  figures: FinancialFigures,
  ai: AiClient | undefined,
  warn: Warn,
): Promise<Narrative> {
  const builtIn = builtInNarrative(figures);
  if (!ai || !figures.hasData) return builtIn;
  try {
    const answer = await ai.completeJson(narrativeAnswerSchema, narrativePrompt(figures, builtIn), {
      temperature: 0.3,
    });
    return checkedNarrative(answer, figures, ai.model);
  } catch (error) {
    warn('AI financial narrative failed; using the built-in analyst', {
      error: error instanceof Error ? error.message : String(error),
    });
    return builtIn;
  }
}
