import { triggerTypeInfo } from '@shared/catalog/automation-types';
import { type VariableKind, variablesOfKind } from '@shared/catalog/automation-variables';
import {
  type ActionType,
  type AutomationActionConfig,
  recipientVariablePattern,
  type TriggerType,
} from '@shared/schemas/automation';
import { templateVariables, unknownVariables } from './template';

/** The settings each action uses; the others are dropped when an automation is saved. */
const fieldsOf: Readonly<Record<ActionType, readonly (keyof AutomationActionConfig)[]>> = {
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

/**
 * Keeps the action's own settings (empty texts dropped, so the catalogue's defaults apply), fills the email
 * recipient with the owner's address when none is given, and refuses template variables the trigger does not offer.
 */
export function prepareActionConfig(
  actionType: ActionType,
  triggerType: TriggerType,
  input: AutomationActionConfig,
  ownerEmail: string | null,
): PreparedConfig {
  const config: AutomationActionConfig = {};
  for (const field of fieldsOf[actionType]) {
    const value = input[field];
    if (value !== undefined && value !== '') (config as Record<string, unknown>)[field] = value;
  }
  if (actionType === 'send_email' && !config.emailTo) {
    if (!ownerEmail) return { config, problem: 'Email recipient is required' };
    config.emailTo = ownerEmail;
  }
  const trigger = triggerTypeInfo(triggerType);
  const unknown = unknownVariables(
    textFields.map((f) => config[f] as string | undefined),
    trigger.variables,
  );
  if (unknown.length) {
    const list = unknown.map((v) => `{{${v}}}`).join(', ');
    return {
      config,
      path: 'actionConfig',
      problem: `Unknown template variable ${list} for the ${trigger.label} trigger; use one of ${trigger.variables.map((v) => `{{${v}}}`).join(', ')}`,
    };
  }
  for (const { field, kind, what, noun } of recipients) {
    const value = config[field];
    if (!value || !recipientVariablePattern.test(value)) continue;
    const [variable] = templateVariables(value);
    const fitting = variablesOfKind(triggerType, kind).map((v) => `{{${v.name}}}`);
    if (fitting.includes(`{{${variable}}}`)) continue;
    return {
      config,
      path: `actionConfig.${field}`,
      problem: fitting.length
        ? `${what} {{${variable}}} is not ${noun}; use ${fitting.join(' or ')}`
        : `${what} {{${variable}}} is not ${noun}, and the ${trigger.label} trigger offers none`,
    };
  }
  return { config };
}
