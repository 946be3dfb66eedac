import * as z from '@shared/zod';
import { businessEventTypes } from './business-event-type';
import { nullableString } from './nullable';
import { pageOf } from './pagination';
import { patchOf } from './patch';
import { requiredText } from './required-text';
import { taskPrioritySchema } from './task';

/** Trigger types are the business event types (spec §4). */
export const triggerTypeSchema = z.enum(businessEventTypes);
export type TriggerType = z.infer<typeof triggerTypeSchema>;

export const actionTypeValues = ['send_email', 'create_task', 'send_sms', 'update_crm'] as const;
export const actionTypeSchema = z.enum(actionTypeValues);
export type ActionType = z.infer<typeof actionTypeSchema>;

/** What a new automation starts with (the form's first choices, and the API's defaults). */
export const DEFAULT_TRIGGER_TYPE: TriggerType = 'invoice_paid';
export const DEFAULT_ACTION_TYPE: ActionType = 'send_email';

export const AUTOMATION_NAME_REQUIRED = 'Automation name is required';
export const EMAIL_RECIPIENT_INVALID = 'Email recipient must be a valid email address';
export const SMS_NUMBER_INVALID = 'SMS number must be in international format, e.g. +15551234567';
const TEXT_MAX = 2000;

/** E.164, which SNS requires for SMS. */
export const e164Pattern = /^\+[1-9]\d{6,14}$/;

/**
 * A recipient given as one `{{variable}}` of the trigger (`{{invoice.customerEmail}}`), filled from each event. Which
 * variables a trigger offers, and whether one is an address, is the catalogue's to say: the server checks it on save.
 */
export const recipientVariablePattern = /^\{\{\s*[a-zA-Z][\w.]*\s*\}\}$/;

/** The problems of an action's settings that the form can show by field (the variables are checked on save). */
export function actionConfigIssues(
  actionType: ActionType,
  actionConfig: AutomationActionConfig,
): { path: ['actionConfig', keyof AutomationActionConfig]; message: string }[] {
  const { emailTo, smsTo } = actionConfig;
  if (actionType === 'send_email' && emailTo && !recipientVariablePattern.test(emailTo)) {
    if (!z.email().safeParse(emailTo).success) {
      return [{ path: ['actionConfig', 'emailTo'], message: EMAIL_RECIPIENT_INVALID }];
    }
  }
  if (actionType === 'send_sms' && !(smsTo && (e164Pattern.test(smsTo) || recipientVariablePattern.test(smsTo)))) {
    return [{ path: ['actionConfig', 'smsTo'], message: SMS_NUMBER_INVALID }];
  }
  return [];
}

/**
 * What the chosen action needs. Texts may use `{{variables}}` of the trigger (see the catalogue); empty texts
 * fall back to the catalogue's defaults. Only the fields of the automation's action are kept.
 */
export const automationActionConfigSchema = z.object({
  emailTo: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  emailSubject: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  emailBody: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX))),
  smsTo: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  smsMessage: z.optional(z.string().check(z.trim(), z.maxLength(640))),
  taskTitle: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  taskPriority: z.optional(taskPrioritySchema),
  crmNote: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX))),
});
export type AutomationActionConfig = z.infer<typeof automationActionConfigSchema>;

/** How an automation's last run ended, as its card shows it. */
export const automationRunStatuses = ['running', 'succeeded', 'failed'] as const;
export type AutomationRunStatus = (typeof automationRunStatuses)[number];
/**
 * A run's status: `skipped` is a run that did not act and says why (the event came from this automation's own chain of
 * runs, or from a chain as long as chains may be).
 */
export const runRecordStatuses = [...automationRunStatuses, 'skipped'] as const;
export type RunRecordStatus = (typeof runRecordStatuses)[number];

/** An automation as the API returns it (spec §3 plus its action settings and its last run). */
export const automationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: nullableString,
  isActive: z.boolean(),
  triggerType: triggerTypeSchema,
  actionType: actionTypeSchema,
  actionConfig: automationActionConfigSchema,
  createdByUserId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  runCount: z.number(),
  lastRunAt: nullableString,
  lastRunStatus: z.nullable(z.enum(automationRunStatuses)),
});
export type Automation = z.infer<typeof automationSchema>;

const name = requiredText(120, {
  required: AUTOMATION_NAME_REQUIRED,
  tooLong: 'Automation name must be at most 120 characters',
});

const description = z.pipe(
  z.nullish(z.string().check(z.maxLength(1000, 'Description must be at most 1000 characters'))),
  z.transform((value) => (value?.trim() ? value.trim() : null)),
);

/** `POST /api/automations`: {name, description, isActive, triggerType, actionType} (spec §7) plus `actionConfig`. */
export const createAutomationInputSchema = z
  .object({
    name,
    description,
    isActive: z._default(z.boolean(), true),
    triggerType: z._default(triggerTypeSchema, DEFAULT_TRIGGER_TYPE),
    actionType: z._default(actionTypeSchema, DEFAULT_ACTION_TYPE),
    actionConfig: z._default(automationActionConfigSchema, {}),
  })
  .check(
    z.superRefine((input, ctx) => {
      for (const issue of actionConfigIssues(input.actionType, input.actionConfig)) {
        ctx.addIssue({ code: 'custom', ...issue });
      }
    }),
  );
export type CreateAutomationInput = z.input<typeof createAutomationInputSchema>;
/** A new automation as the server receives it, defaults applied. */
export type NewAutomation = z.output<typeof createAutomationInputSchema>;

/**
 * `PATCH /api/automations/{id}`: the spec's client sends `{isActive}`; the edit dialog sends the rest of what the
 * create dialog does. Each field is checked as on create; the settings against the action the automation will have
 * (the body's, else its own), which the server checks again on the merged automation.
 */
export const updateAutomationInputSchema = patchOf({
  isActive: z.boolean(),
  name,
  description,
  triggerType: triggerTypeSchema,
  actionType: actionTypeSchema,
  actionConfig: automationActionConfigSchema,
}).check(
  z.superRefine((input, ctx) => {
    if (!input.actionType || !input.actionConfig) return;
    for (const issue of actionConfigIssues(input.actionType, input.actionConfig)) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
  }),
);
export type AutomationChanges = z.output<typeof updateAutomationInputSchema>;

/** One execution of an automation for one event; keyed by (automation, event) so it happens at most once. */
export const automationRunSchema = z.object({
  id: z.string(),
  automationId: z.string(),
  eventId: z.string(),
  trigger: triggerTypeSchema,
  status: z.enum(runRecordStatuses),
  startedAt: z.string(),
  finishedAt: nullableString,
  attempts: z.number(),
  /** What the event was about, e.g. 'Task "Call Acme" completed'. */
  eventSummary: z.string(),
  /**
   * On success what the action did (e.g. 'Created task "Follow up: Call Acme"'); skipped, why it did not act; on
   * failure the reason.
   */
  detail: nullableString,
  error: nullableString,
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

/**
 * A message an email or SMS action sent (via SES/SNS in AWS) or stored (the local outbox). An email the user
 * confirmed in the AI assistant travels the same way; it has no automation (`automationId`/`automationName` null)
 * and its `runId` is the confirmed action's id.
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: nullableString,
  body: z.string(),
  /** `outbox`: stored only (local mode); `ses`/`sns`: handed to the provider, whose message id is kept. */
  delivery: z.enum(['outbox', 'ses', 'sns']),
  providerMessageId: nullableString,
  automationId: nullableString,
  automationName: nullableString,
  runId: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const automationPageSchema = pageOf(automationSchema);
export type AutomationPage = z.infer<typeof automationPageSchema>;
export const automationRunPageSchema = pageOf(automationRunSchema);
export type AutomationRunPage = z.infer<typeof automationRunPageSchema>;
export const outboxPageSchema = pageOf(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;
