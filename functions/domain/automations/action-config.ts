import { triggerTypeInfo } from '@shared/catalog/automation-types';
import {
  type AutomationVariable,
  automationVariables,
  isKnownVariable,
  type VariableKind,
} from '@shared/catalog/automation-variables';
import {
  type ActionType,
  type AutomationActionConfig,
  recipientVariablePattern,
  type TriggerType,
} from '@shared/schemas/automation';
import { templateVariables } from './template';

/** The settings each action uses; the others are dropped when an automation is saved. */
const fieldsOf: Readonly<Partial<Record<ActionType, readonly (keyof AutomationActionConfig)[]>>> = {
  send_email: ['emailTo', 'emailSubject', 'emailBody'],
  send_sms: ['smsTo', 'smsMessage'],
  create_task: ['taskTitle', 'taskPriority'],
  update_crm: ['crmNote'],
};

const textFields: readonly (keyof AutomationActionConfig)[] = [
  'emailTo',
  'smsTo',
  'emailSubject',
  'emailBody',
  'smsMessage',
  'taskTitle',
  'crmNote',
];

export interface PreparedConfig {
  config: AutomationActionConfig;
  /** A message for the user when the settings cannot work, e.g. an unknown `{{variable}}`. */
  problem?: string;
  /** The setting the problem is about, e.g. `actionConfig.emailTo`. */
  path?: string;
}

/** The recipients that may be a variable, and the kind of variable each takes. */
const recipients = [
  { field: 'emailTo', kind: 'email', what: 'Email recipient', noun: 'an email address' },
  { field: 'smsTo', kind: 'phone', what: 'SMS number', noun: 'a phone number' },
] as const satisfies readonly {
  field: keyof AutomationActionConfig;
  kind: VariableKind;
  what: string;
  noun: string;
}[];

/** The `{{variables}}` of `texts` that are not among `known`, e.g. `['task.titel']`. */
export function unknownVariablesIn(
  texts: readonly (string | undefined)[],
  known: readonly AutomationVariable[],
): string[] {
  const used = new Set(texts.flatMap((t) => (t ? templateVariables(t) : [])));
  return [...used].filter((v) => !isKnownVariable(v, known));
}

/** 'Unknown template variable {{x}} for the Invoice Paid trigger; use one of …' (a 400's message names it). */
export function unknownVariableProblem(
  unknown: readonly string[],
  where: string,
  known: readonly AutomationVariable[],
) {
  const list = unknown.map((v) => `{{${v}}}`).join(', ');
  const offered = known.map((v) => `{{${v.name}${v.open ? '.<field>' : ''}}}`).join(', ');
  return `Unknown template variable ${list} ${where}; use one of ${offered}`;
}

/**
 * Keeps the action's own settings (empty texts dropped, so the catalogue's defaults apply), fills the email
 * recipient with the owner's address when none is given, and refuses template variables the step cannot use: the
 * trigger's, and (in a step) the outputs of the steps before it.
 */
export function prepareActionConfig(
  actionType: ActionType,
  triggerType: TriggerType,
  input: AutomationActionConfig,
  ownerEmail: string | null,
  variables: readonly AutomationVariable[] = automationVariables[triggerType],
  where = `for the ${triggerTypeInfo(triggerType).label} trigger`,
  path = 'actionConfig',
): PreparedConfig {
  const config: AutomationActionConfig = {};
  for (const field of fieldsOf[actionType] ?? []) {
    const value = input[field];
    if (value !== undefined && value !== '') (config as Record<string, unknown>)[field] = value;
  }
  if (actionType === 'send_email' && !config.emailTo) {
    if (!ownerEmail) return { config, problem: 'Email recipient is required' };
    config.emailTo = ownerEmail;
  }
  const trigger = triggerTypeInfo(triggerType);
  const unknown = unknownVariablesIn(
    textFields.map((f) => config[f] as string | undefined),
    variables,
  );
  if (unknown.length) return { config, path, problem: unknownVariableProblem(unknown, where, variables) };
  for (const { field, kind, what, noun } of recipients) {
    const value = config[field];
    if (!value || !recipientVariablePattern.test(value)) continue;
    const [variable] = templateVariables(value);
    const fitting = variables.filter((v) => v.kind === kind).map((v) => `{{${v.name}}}`);
    if (fitting.includes(`{{${variable}}}`)) continue;
    return {
      config,
      path: `${path}.${field}`,
      problem: fitting.length
        ? `${what} {{${variable}}} is not ${noun}; use ${fitting.join(' or ')}`
        : `${what} {{${variable}}} is not ${noun}, and the ${trigger.label} trigger offers none`,
    };
  }
  return { config };
}
