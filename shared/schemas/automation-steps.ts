import * as z from '@shared/zod';
import { integrationDataTypeIds } from '../catalog/integration-data-types';
import { type NumberedStep as NumberedStepOf, numberedSteps } from './numbered-steps';
import { taskPrioritySchema, taskStatusSchema } from './task';

/**
 * An automation's steps (issue 33): an ordered list of actions, conditions, delays and one level of if/else branches.
 * The wire shape is the issue's, so clients and tests can rely on it:
 * `[{type: 'action', action, config}, {type: 'condition', match, terms}, {type: 'delay', minutes},
 *   {type: 'branch', if: {match, terms}, then: [steps], else: [steps]}]`.
 *
 * Steps are numbered from 1 in reading order, a branch's `then` steps and then its `else` steps following the branch
 * itself (a branch at 2 with one step on each side: then-step 3, else-step 4). That number is the step's `index`
 * in a run and in a test run, the `n` of its outputs' variables (`{{steps.3.taskId}}`) and the `stepIndex` of its
 * idempotency key (`runId:stepIndex`).
 */

export const actionTypeValues = [
  'send_email',
  'create_task',
  'send_sms',
  'update_crm',
  'post_slack',
  'post_teams',
  'send_webhook',
  'update_task',
  'notify',
  'add_employee_note',
] as const;
export const actionTypeSchema = z.enum(actionTypeValues);
export type ActionType = z.infer<typeof actionTypeSchema>;

/** At most this many steps in all, those inside branches included. */
export const MAX_AUTOMATION_STEPS = 20;
export const MAX_CONDITION_TERMS = 5;
/** A delay lasts 1 minute to 30 days. */
export const MIN_DELAY_MINUTES = 1;
export const MAX_DELAY_MINUTES = 30 * 24 * 60;

const TEXT_MAX = 2000;
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const id = z.string().check(z.trim(), z.minLength(1, 'An id is required'), z.maxLength(64));

// ---- Action settings, one schema per action (the legacy four keep today's field names) ----

export const sendEmailConfigSchema = z.object({
  emailTo: z.optional(text(254)),
  emailSubject: z.optional(text(200)),
  emailBody: z.optional(text(TEXT_MAX)),
});
export const sendSmsConfigSchema = z.object({
  smsTo: z.optional(text(20)),
  smsMessage: z.optional(text(640)),
});
export const createTaskConfigSchema = z.object({
  taskTitle: z.optional(text(200)),
  taskPriority: z.optional(taskPrioritySchema),
  /** Due this many days after the step runs ('a task to follow up in 14 days'); no due date when absent. */
  taskDueInDays: z.optional(z.number().check(z.int(), z.gte(0), z.lte(365))),
  taskAssigneeEmployeeId: z.optional(id),
});
export const updateCrmConfigSchema = z.object({
  crmNote: z.optional(text(TEXT_MAX)),
});
/** `post_slack` / `post_teams`: through the workspace's connected Slack or Microsoft Teams integration. */
export const postMessageConfigSchema = z.object({
  integrationId: id,
  channel: z.string().check(z.trim(), z.minLength(1, 'A channel is required'), z.maxLength(200)),
  text: z.string().check(z.trim(), z.minLength(1, 'A message text is required'), z.maxLength(4000)),
});
export const sendWebhookConfigSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Webhook URL must be an http(s) URL' }),
});
export const updateTaskConfigSchema = z.object({
  /** A task id, or a variable holding one (`{{trigger.id}}`, `{{steps.2.taskId}}`). */
  taskId: z.string().check(z.trim(), z.minLength(1, 'A task is required'), z.maxLength(200)),
  status: z.optional(taskStatusSchema),
  assigneeEmployeeId: z.optional(id),
});
export const notifyConfigSchema = z.object({
  memberUserIds: z.array(id).check(z.minLength(1, 'Choose at least one member to notify'), z.maxLength(50)),
  /** The notification's title; the trigger's default sentence when absent. */
  title: z.optional(text(200)),
  text: z.optional(text(TEXT_MAX)),
});
export const addEmployeeNoteConfigSchema = z.object({
  /** An employee id, or a variable holding one (`{{trigger.employeeId}}`). */
  employeeId: z.string().check(z.trim(), z.minLength(1, 'An employee is required'), z.maxLength(200)),
  subject: z.string().check(z.trim(), z.minLength(1, 'A subject is required'), z.maxLength(200)),
  content: z.string().check(z.trim(), z.minLength(1, 'A content is required'), z.maxLength(5000)),
});

const actionStep = <Action extends ActionType, Config extends z.core.$ZodType>(action: Action, config: Config) =>
  z.object({ type: z.literal('action'), action: z.literal(action), config: z._default(config, {} as never) });

export const actionStepSchema = z.discriminatedUnion('action', [
  actionStep('send_email', sendEmailConfigSchema),
  actionStep('create_task', createTaskConfigSchema),
  actionStep('send_sms', sendSmsConfigSchema),
  actionStep('update_crm', updateCrmConfigSchema),
  z.object({ type: z.literal('action'), action: z.literal('post_slack'), config: postMessageConfigSchema }),
  z.object({ type: z.literal('action'), action: z.literal('post_teams'), config: postMessageConfigSchema }),
  z.object({ type: z.literal('action'), action: z.literal('send_webhook'), config: sendWebhookConfigSchema }),
  z.object({ type: z.literal('action'), action: z.literal('update_task'), config: updateTaskConfigSchema }),
  z.object({ type: z.literal('action'), action: z.literal('notify'), config: notifyConfigSchema }),
  z.object({ type: z.literal('action'), action: z.literal('add_employee_note'), config: addEmployeeNoteConfigSchema }),
]);
export type ActionStep = z.infer<typeof actionStepSchema>;
export type ActionStepInput = z.input<typeof actionStepSchema>;
/** The settings of one action, e.g. `ActionConfigOf<'post_slack'>`. */
export type ActionConfigOf<A extends ActionType> = Extract<ActionStep, { action: A }>['config'];

// ---- Conditions ----

export const conditionOps = ['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte', 'empty', 'not_empty'] as const;
export const conditionOpSchema = z.enum(conditionOps);
export type ConditionOp = z.infer<typeof conditionOpSchema>;

/** The data a term reads: `trigger.<field>` (or a trigger's own variable) or `steps.<n>.<field>`. */
export const dataFieldPattern = /^[a-zA-Z][\w]*(\.[\w]+)+$/;

export const conditionTermSchema = z.object({
  field: z
    .string()
    .check(
      z.trim(),
      z.regex(dataFieldPattern, 'A condition field names the data it reads, e.g. trigger.amount or steps.2.taskId'),
    ),
  op: conditionOpSchema,
  /** Compared with; ignored by `empty` and `not_empty`. Numbers compare as numbers, the rest as text. */
  value: z.optional(z.nullable(z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean()]))),
});
export type ConditionTerm = z.infer<typeof conditionTermSchema>;

export const conditionSchema = z.object({
  match: z._default(z.enum(['all', 'any']), 'all'),
  terms: z
    .array(conditionTermSchema)
    .check(
      z.minLength(1, 'A condition needs at least one term'),
      z.maxLength(MAX_CONDITION_TERMS, `A condition has at most ${MAX_CONDITION_TERMS} terms`),
    ),
});
export type Condition = z.infer<typeof conditionSchema>;

export const conditionStepSchema = z.extend(conditionSchema, { type: z.literal('condition') });
export type ConditionStep = z.infer<typeof conditionStepSchema>;

// ---- Delays and branches ----

export const delayStepSchema = z.object({
  type: z.literal('delay'),
  minutes: z
    .number()
    .check(
      z.int('A delay is a whole number of minutes'),
      z.gte(MIN_DELAY_MINUTES, 'A delay lasts at least 1 minute'),
      z.lte(MAX_DELAY_MINUTES, 'A delay lasts at most 30 days (43200 minutes)'),
    ),
});
export type DelayStep = z.infer<typeof delayStepSchema>;

/** What a branch side holds: actions and delays (branches are one level deep). */
export const branchSideStepSchema = z.discriminatedUnion('type', [actionStepSchema, delayStepSchema]);
export type BranchSideStep = z.infer<typeof branchSideStepSchema>;

export const branchStepSchema = z.object({
  type: z.literal('branch'),
  if: conditionSchema,
  // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
  then: z._default(z.array(branchSideStepSchema), []),
  else: z._default(z.array(branchSideStepSchema), []),
});
export type BranchStep = z.infer<typeof branchStepSchema>;

export const automationStepSchema = z.discriminatedUnion('type', [
  actionStepSchema,
  conditionStepSchema,
  delayStepSchema,
  branchStepSchema,
]);
export type AutomationStep = z.infer<typeof automationStepSchema>;
export type AutomationStepInput = z.input<typeof automationStepSchema>;

export { numberedSteps } from './numbered-steps';
export type NumberedStep = NumberedStepOf<AutomationStep>;

/** The first action in reading order: the automation's `actionType` (so today's clients keep working). */
export function firstActionStep(steps: readonly AutomationStep[]): ActionStep | undefined {
  return numberedSteps(steps).find((s) => s.step.type === 'action')?.step as ActionStep | undefined;
}

/** The problems of a list of steps that need the whole list: the 20-step limit and at least one action. */
export function stepsIssues(steps: readonly AutomationStep[]): string[] {
  const count = numberedSteps(steps).length;
  if (count > MAX_AUTOMATION_STEPS) {
    return [
      `An automation has at most ${MAX_AUTOMATION_STEPS} steps, those inside branches included (this one has ${count})`,
    ];
  }
  if (!firstActionStep(steps)) return ['An automation needs at least one action step'];
  return [];
}

export const automationStepsSchema = z.array(automationStepSchema).check(
  z.superRefine((steps, ctx) => {
    for (const message of stepsIssues(steps)) ctx.addIssue({ code: 'custom', message, input: steps });
  }),
);

// ---- Trigger settings ----

export const scheduleEvery = ['day', 'weekday', 'week', 'month'] as const;
export const scheduleTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * `schedule`: every day, weekday (Monday to Friday), week on `dayOfWeek` (0 Sunday … 6 Saturday) or month on
 * `dayOfMonth` (1–28, so every month has it), at `at` (HH:MM) in the workspace's time zone.
 */
export const scheduleTriggerConfigSchema = z.object({
  every: z.enum(scheduleEvery, { error: 'A schedule runs every day, weekday, week or month' }),
  at: z.string().check(z.regex(scheduleTimePattern, 'A schedule time is HH:MM on a 24-hour clock, e.g. 08:00')),
  dayOfWeek: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(0, 'Day of week is 0 (Sunday) to 6 (Saturday)'),
        z.lte(6, 'Day of week is 0 (Sunday) to 6 (Saturday)'),
      ),
  ),
  dayOfMonth: z.optional(
    z.number().check(z.int(), z.gte(1, 'Day of month is 1 to 28'), z.lte(28, 'Day of month is 1 to 28')),
  ),
});
export type ScheduleTriggerConfig = z.infer<typeof scheduleTriggerConfigSchema>;

/** `integration_item`: a new item of one data type from a connected app, optionally only in one status. */
export const integrationItemTriggerConfigSchema = z.object({
  dataType: z.enum(integrationDataTypeIds, { error: 'Choose the kind of item, e.g. order or deal' }),
  /**
   * e.g. `failed` for a payment that failed, `open` for an invoice that opens, `overdue` for one whose due day passed
   * unpaid (`triggerStatusesOf` lists a kind's choices).
   */
  status: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type IntegrationItemTriggerConfig = z.infer<typeof integrationItemTriggerConfigSchema>;

/**
 * A trigger's settings as stored and answered: the fields of the trigger's own settings schema above (the others are
 * absent). Checked against the trigger type on save (`triggerConfigIssues`).
 */
export const triggerConfigSchema = z.object({
  every: z.optional(scheduleTriggerConfigSchema.shape.every),
  at: z.optional(scheduleTriggerConfigSchema.shape.at),
  dayOfWeek: scheduleTriggerConfigSchema.shape.dayOfWeek,
  dayOfMonth: scheduleTriggerConfigSchema.shape.dayOfMonth,
  dataType: z.optional(integrationItemTriggerConfigSchema.shape.dataType),
  status: integrationItemTriggerConfigSchema.shape.status,
});
export type TriggerConfig = z.infer<typeof triggerConfigSchema>;
