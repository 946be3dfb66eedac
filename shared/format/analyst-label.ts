/** Which analyst produced an insight, a ranking or tips: 'built-in' (the deterministic engine) or 'openai'. */
export type AnalystSource = 'built-in' | 'openai';

export const BUILT_IN_ANALYST_LABEL = 'Built-in analyst';

/**
 * The label the UI shows beside what an analyst wrote. Kept apart from the zod schemas so a screen that only shows
 * the label does not load zod.
 */
export function analystLabel(source: AnalystSource, model: string | null): string {
  return source === 'built-in' ? BUILT_IN_ANALYST_LABEL : `OpenAI${model ? ` (${model})` : ''}`;
}
