import * as z from '@shared/zod';
import {
  GLOSSARY_MAX_TERMS,
  GLOSSARY_MEANING_MAX,
  GLOSSARY_TERM_MAX,
  GOALS_MAX,
  INSTRUCTIONS_MAX,
} from '../catalog/ai-settings';
import { requiredText } from './required-text';

/**
 * The workspace's AI settings ('Custom AI training' on the Elite card, and the switch every plan has): whether AI
 * features run at all, and what the assistant, the team analyst and the KPI tips are told about the business — its
 * instructions, its words and its goals. They are data the models read, never commands: no setting widens a
 * permission or skips an approval.
 */

export const glossaryEntrySchema = z.object({
  term: requiredText(GLOSSARY_TERM_MAX, {
    required: 'A glossary term is required',
    tooLong: `A glossary term must be at most ${GLOSSARY_TERM_MAX} characters`,
  }),
  meaning: requiredText(GLOSSARY_MEANING_MAX, {
    required: 'Say what the term means',
    tooLong: `A term's meaning must be at most ${GLOSSARY_MEANING_MAX} characters`,
  }),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** What the workspace tells its AI; empty until an owner or admin writes it. */
export const aiGuidanceSchema = z.object({
  instructions: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        INSTRUCTIONS_MAX,
        `Instructions must be at most ${INSTRUCTIONS_MAX.toLocaleString('en-US')} characters`,
      ),
    ),
  glossary: z.array(glossaryEntrySchema).check(
    z.maxLength(GLOSSARY_MAX_TERMS, `The glossary holds at most ${GLOSSARY_MAX_TERMS} terms`),
    z.refine(
      (entries) => new Set(entries.map((e) => e.term.toLowerCase())).size === entries.length,
      'Each glossary term may appear once',
    ),
  ),
  goals: z.string().check(z.trim(), z.maxLength(GOALS_MAX, `Goals must be at most ${GOALS_MAX} characters`)),
});
export type AiGuidance = z.infer<typeof aiGuidanceSchema>;

/** `GET /api/workspace/ai-settings`. */
export const aiSettingsSchema = z.extend(aiGuidanceSchema, { enabled: z.boolean() });
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/**
 * `PUT /api/workspace/ai-settings`: any of the fields; what is left out keeps its value. The switch is on every plan;
 * instructions, glossary and goals need the plan with 'Custom AI training'.
 */
export const updateAiSettingsSchema = z.partial(aiSettingsSchema);
export type AiSettingsChanges = z.infer<typeof updateAiSettingsSchema>;
