import * as z from '@shared/zod';
import {
  type ActionType,
  type AutomationStep,
  actionTypeSchema,
  automationStepSchema,
  automationStepsSchema,
  integrationItemTriggerConfigSchema,
  type ScheduleTriggerConfig,
  scheduleTriggerConfigSchema,
  type TriggerConfig,
  triggerConfigSchema,
} from './automation-steps';
import { businessEventTypes } from './business-event-type';
import { nullableString } from './nullable';
import { pageOf } from './pagination';
import { patchOf } from './patch';
import { requiredText } from './required-text';
import { taskPrioritySchema } from './task';
import type { SubscriptionTier } from './user';

export * from './automation-steps';

/** The automation catalogue's triggers: every business event (spec §4 and issue 33's) fires automations. */
export const triggerTypeValues = businessEventTypes;
export const triggerTypeSchema = z.enum(triggerTypeValues);
export type TriggerType = z.infer<typeof triggerTypeSchema>;

/** The problems of a trigger's settings for its type (a schedule needs `every` and `at`, …), by field. */
export function triggerConfigIssues(
  triggerType: TriggerType,
  config: TriggerConfig | null | undefined,
): { path: string[]; message: string }[] {
  const schema =
    triggerType === 'schedule'
      ? scheduleTriggerConfigSchema
      : triggerType === 'integration_item'
        ? integrationItemTriggerConfigSchema
        : null;
  if (!schema) return [];
  const parsed = schema.safeParse(config ?? {});
  if (!parsed.success) {
    return parsed.error.issues.map((i) => ({ path: ['triggerConfig', ...i.path.map(String)], message: i.message }));
  }
  const issues: { path: string[]; message: string }[] = [];
  const schedule = triggerType === 'schedule' ? (parsed.data as ScheduleTriggerConfig) : null;
  if (schedule?.every === 'week' && schedule.dayOfWeek === undefined) {
    issues.push({ path: ['triggerConfig', 'dayOfWeek'], message: 'A weekly schedule needs a day of the week' });
  }
  if (schedule?.every === 'month' && schedule.dayOfMonth === undefined) {
    issues.push({ path: ['triggerConfig', 'dayOfMonth'], message: 'A monthly schedule needs a day of the month' });
  }
  return issues;
}

/** The settings of `triggerType` alone (the fields of other triggers dropped), or null when it has none. */
export function keptTriggerConfig(
  triggerType: TriggerType,
  config: TriggerConfig | null | undefined,
): TriggerConfig | null {
  if (triggerType === 'schedule') {
    const parsed = scheduleTriggerConfigSchema.safeParse(config ?? {});
    return parsed.success ? parsed.data : null;
  }
  if (triggerType === 'integration_item') {
    const parsed = integrationItemTriggerConfigSchema.safeParse(config ?? {});
    return parsed.success ? parsed.data : null;
  }
  return null;
}

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

/** The recipients' formats of the steps' email and SMS actions, by the step's path (`steps.0.config.emailTo`). */
export function stepsConfigIssues(steps: readonly AutomationStep[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const check = (step: AutomationStep, path: (string | number)[]) => {
    if (step.type !== 'action' || (step.action !== 'send_email' && step.action !== 'send_sms')) return;
    for (const issue of actionConfigIssues(step.action, step.config)) {
      issues.push({ path: [...path, 'config', issue.path[1]], message: issue.message });
    }
  };
  steps.forEach((step, i) => {
    check(step, ['steps', i]);
    if (step.type !== 'branch') return;
    for (const side of ['then', 'else'] as const) {
      for (const [j, inner] of step[side].entries()) check(inner, ['steps', i, side, j]);
    }
  });
  return issues;
}

/** The one action step a create without `steps` describes (today's form): the action with its own settings. */
export function stepsFromAction(actionType: ActionType, actionConfig: AutomationActionConfig): AutomationStep[] {
  const pick = <K extends keyof AutomationActionConfig>(...keys: K[]) =>
    Object.fromEntries(keys.filter((k) => actionConfig[k] !== undefined).map((k) => [k, actionConfig[k]]));
  switch (actionType) {
    case 'send_email':
      return [{ type: 'action', action: 'send_email', config: pick('emailTo', 'emailSubject', 'emailBody') }];
    case 'send_sms':
      return [{ type: 'action', action: 'send_sms', config: pick('smsTo', 'smsMessage') }];
    case 'create_task':
      return [{ type: 'action', action: 'create_task', config: pick('taskTitle', 'taskPriority') }];
    case 'update_crm':
      return [{ type: 'action', action: 'update_crm', config: pick('crmNote') }];
    default:
      return [];
  }
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
 * runs, or from a chain as long as chains may be, or a condition was false: 'Skipped by condition'); `waiting` is a run
 * in a delay step; `retrying` a run whose step failed for a passing reason and waits for its next attempt.
 */
export const runRecordStatuses = [...automationRunStatuses, 'skipped', 'waiting', 'retrying'] as const;
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
  /** The trigger's settings (schedule, integration item), null for triggers without any. */
  triggerConfig: z.nullable(triggerConfigSchema),
  /** The steps in order; `actionType`/`actionConfig` above are the first action step's. */
  steps: z.array(automationStepSchema),
  /** A `webhook_received` automation's secret URL to post JSON to; absent for other triggers. */
  hookUrl: z.optional(z.string()),
  /** Why the automation switched itself off (e.g. after 10 failed runs in a row); null when it did not. */
  pausedReason: z.optional(nullableString),
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

/** The actions a create without `steps` can describe with `actionConfig` alone (today's four). */
export const legacyActionTypes = ['send_email', 'create_task', 'send_sms', 'update_crm'] as const;
const isLegacyAction = (action: ActionType) => (legacyActionTypes as readonly string[]).includes(action);

/**
 * `POST /api/automations`: {name, description, isActive, triggerType, actionType} (spec §7) plus `actionConfig`, or,
 * with issue 33, `triggerConfig` and `steps`. A create without `steps` is one action step built from
 * `actionType`/`actionConfig` (`stepsFromAction`); with `steps`, `actionType`/`actionConfig` are ignored.
 */
export const createAutomationInputSchema = z
  .object({
    name,
    description,
    isActive: z._default(z.boolean(), true),
    triggerType: z._default(triggerTypeSchema, DEFAULT_TRIGGER_TYPE),
    triggerConfig: z.optional(z.nullable(triggerConfigSchema)),
    actionType: z._default(actionTypeSchema, DEFAULT_ACTION_TYPE),
    actionConfig: z._default(automationActionConfigSchema, {}),
    steps: z.optional(automationStepsSchema),
  })
  .check(
    z.superRefine((input, ctx) => {
      for (const issue of triggerConfigIssues(input.triggerType, input.triggerConfig)) {
        ctx.addIssue({ code: 'custom', ...issue });
      }
      if (input.steps) {
        for (const issue of stepsConfigIssues(input.steps)) ctx.addIssue({ code: 'custom', ...issue });
        return;
      }
      if (!isLegacyAction(input.actionType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps'],
          message: `The ${input.actionType} action's settings go in steps, e.g. [{"type": "action", "action": "${input.actionType}", "config": {…}}]`,
        });
        return;
      }
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
  triggerConfig: z.nullable(triggerConfigSchema),
  actionType: actionTypeSchema,
  actionConfig: automationActionConfigSchema,
  /** Replaces every step; `actionType`/`actionConfig` are then ignored. */
  steps: automationStepsSchema,
}).check(
  z.superRefine((input, ctx) => {
    if (input.steps) {
      for (const issue of stepsConfigIssues(input.steps)) ctx.addIssue({ code: 'custom', ...issue });
      return;
    }
    if (!input.actionType || !input.actionConfig || !isLegacyAction(input.actionType)) return;
    for (const issue of actionConfigIssues(input.actionType, input.actionConfig)) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
  }),
);
export type AutomationChanges = z.output<typeof updateAutomationInputSchema>;

/**
 * Days a run's history (its trigger payload, each step's input, output and error) is kept from its start, by plan
 * (issue 33: 30 days on Pro, 90 on Elite; Starter keeps Pro's).
 */
export const runHistoryDays = { starter: 30, pro: 30, elite: 90 } as const satisfies Record<SubscriptionTier, number>;

export const replayFromValues = ['failed_step', 'trigger'] as const;
export type ReplayFrom = (typeof replayFromValues)[number];

export const stepRunStatuses = ['pending', 'running', 'succeeded', 'failed', 'skipped', 'waiting', 'retrying'] as const;
export type StepRunStatus = (typeof stepRunStatuses)[number];

/** One step of a run: what it got, what it gave (its `steps.<n>.*` variables), how it ended and how long it took. */
export const stepRunSchema = z.object({
  /** The step's number (see automation-steps.ts). */
  index: z.number(),
  type: z.enum(['action', 'condition', 'delay', 'branch']),
  action: z.optional(z.nullable(actionTypeSchema)),
  status: z.enum(stepRunStatuses),
  /** Passed to what the step calls (SES/SNS deduplication, the task's id, Slack's client_msg_id, webhook-id). */
  idempotencyKey: z.string(),
  input: z.nullable(z.record(z.string(), z.unknown())),
  output: z.nullable(z.record(z.string(), z.unknown())),
  error: nullableString,
  attempts: z.number(),
  durationMs: z.nullable(z.number()),
  startedAt: nullableString,
  finishedAt: nullableString,
  /** When a `retrying` step tries again, or a `waiting` delay ends. */
  nextAttemptAt: nullableString,
});
export type StepRun = z.infer<typeof stepRunSchema>;

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
  /** The trigger's data the run started from (`trigger.*`); null for runs older than steps. */
  triggerData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  /** Each step's record, in step order (only the steps the run reached, or decided to skip). */
  steps: z.optional(z.array(stepRunSchema)),
  /** The run this one replays, and from where. */
  replayOf: z.optional(nullableString),
  replayFrom: z.optional(z.nullable(z.enum(replayFromValues))),
  /** Whether it was a test run: nothing was sent or written. */
  dryRun: z.optional(z.boolean()),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

/** `POST /api/automations/runs/{runId}/replay`: from the failed step (its keys kept) or from the trigger (new keys). */
export const replayRunInputSchema = z.object({
  from: z._default(z.enum(replayFromValues, { error: 'Replay from failed_step or trigger' }), 'failed_step'),
});
export type ReplayRunInput = z.infer<typeof replayRunInputSchema>;

/** `POST /api/automations/{id}/runs/replay-failed`: every failed run of the automation replayed. */
export const bulkReplayResultSchema = z.object({ replayed: z.number(), runIds: z.array(z.string()) });
export type BulkReplayResult = z.infer<typeof bulkReplayResultSchema>;

/** `POST /api/automations/{id}/test`: the sample holds the trigger's fields (`{amount: 600}` for `trigger.amount`). */
export const testRunInputSchema = z.object({
  sampleEvent: z.optional(z.record(z.string(), z.unknown())),
});
export type TestRunInput = z.infer<typeof testRunInputSchema>;

export const testStepOutcomes = ['would_run', 'skipped', 'error'] as const;
export const testRunResultSchema = z.object({
  steps: z.array(
    z.object({
      index: z.number(),
      type: z.enum(['action', 'condition', 'delay', 'branch']),
      outcome: z.enum(testStepOutcomes),
      /** What the step would do with the sample, texts filled ('Would email ada@example.com: "Invoice 42 paid"'). */
      preview: z.string(),
    }),
  ),
});
export type TestRunResult = z.infer<typeof testRunResultSchema>;

/** `POST /api/hooks/{automationId}/{token}` answers 202 with the run it started. */
export const hookAcceptedSchema = z.object({ accepted: z.literal(true), runId: nullableString });
export type HookAccepted = z.infer<typeof hookAcceptedSchema>;
export const MAX_HOOK_BODY_BYTES = 256 * 1024;
export const hookParamsSchema = z.object({
  automationId: z.string().check(z.minLength(1), z.maxLength(64)),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
/** What a hook accepts: one JSON object, its fields `trigger.body.<field>`. */
export const hookBodySchema = z.record(z.string(), z.unknown());
/** The header our own `send_webhook` puts the posting run's chain in, so a hook it reaches does not loop. */
export const AUTOMATION_CHAIN_HEADER = 'bizpilot-automation-chain';

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
