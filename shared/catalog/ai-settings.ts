/**
 * The AI settings' words and limits, apart from their schemas: the error every AI route answers while AI is off is
 * part of the handler kit, which every function bundles, and must not carry the settings' zod schemas with it.
 */
export const AI_DISABLED_MESSAGE = 'AI features are turned off for this workspace';
export const INSTRUCTIONS_MAX = 4000;
export const GOALS_MAX = 1000;
export const GLOSSARY_MAX_TERMS = 50;
export const GLOSSARY_TERM_MAX = 60;
export const GLOSSARY_MEANING_MAX = 200;

/** A workspace that wrote no guidance, or whose plan does not include it (an `AiGuidance`). */
export const NO_GUIDANCE: { instructions: string; glossary: { term: string; meaning: string }[]; goals: string } = {
  instructions: '',
  glossary: [],
  goals: '',
};
