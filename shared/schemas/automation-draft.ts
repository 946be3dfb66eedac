import * as z from '@shared/zod';
import { automationStepsSchema, triggerConfigSchema, triggerTypeSchema } from './automation';
import { requiredText } from './required-text';

export const DRAFT_TEXT_MAX = 1000;

/** `POST /api/automations/draft`: what the automation should do, in plain words. */
export const draftAutomationInputSchema = z.object({
  text: requiredText(DRAFT_TEXT_MAX, {
    required: 'Describe what the automation should do',
    tooLong: `A description is at most ${DRAFT_TEXT_MAX} characters`,
  }),
});
export type DraftAutomationInput = z.infer<typeof draftAutomationInputSchema>;

/**
 * A proposed automation: what a create takes, nothing saved. The same schema checks the built-in engine's answer and
 * the model's, so a proposal always fits the steps model.
 */
export const automationProposalSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  triggerType: triggerTypeSchema,
  triggerConfig: z.nullable(triggerConfigSchema),
  steps: automationStepsSchema,
});
export type AutomationProposal = z.infer<typeof automationProposalSchema>;

export const draftAutomationResultSchema = z.object({
  proposal: automationProposalSchema,
  /** What the proposal could not honour, e.g. an app that is not connected; empty when it covers everything. */
  notes: z.array(z.string()),
  /** Who wrote it: OpenAI (with its model) or the built-in engine. */
  source: z.enum(['openai', 'built-in']),
  model: z.nullable(z.string()),
});
export type DraftAutomationResult = z.infer<typeof draftAutomationResultSchema>;
