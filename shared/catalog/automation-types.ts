import type { ActionType, AutomationActionConfig, TriggerType } from '../schemas/automation';
import type { BusinessEventType } from '../schemas/business-event-type';
import { automationVariables } from './automation-variables';

/**
 * Automation triggers and actions with their labels (spec §4: trigger types invoice_paid (default), new_lead,
 * meeting_scheduled, task_completed; action types send_email (default), create_task, send_sms, update_crm), the
 * template variables each trigger's events offer, and the default texts an action uses when none is given.
 */
export interface TriggerTypeInfo {
  readonly value: TriggerType;
  readonly label: string;
  readonly description: string;
  /** Variables usable as `{{name}}` in the action's texts. */
  readonly variables: readonly string[];
}

export interface ActionTypeInfo {
  readonly value: ActionType;
  readonly label: string;
  readonly description: string;
}

const namesOf = (trigger: BusinessEventType) => automationVariables[trigger].map((v) => v.name);

export const triggerTypes = [
  {
    value: 'invoice_paid',
    label: 'Invoice Paid',
    description: 'When a customer pays an invoice',
    variables: namesOf('invoice_paid'),
  },
  {
    value: 'new_lead',
    label: 'New Lead',
    description: 'When a new lead arrives',
    variables: namesOf('new_lead'),
  },
  {
    value: 'meeting_scheduled',
    label: 'Meeting Scheduled',
    description: 'When a meeting is booked',
    variables: namesOf('meeting_scheduled'),
  },
  {
    value: 'task_completed',
    label: 'Task Completed',
    description: 'When a task is marked completed',
    variables: namesOf('task_completed'),
  },
  {
    value: 'cash_low',
    label: 'Cash Running Low',
    description: 'When the cash forecast falls under the workspace’s threshold',
    variables: namesOf('cash_low'),
  },
] as const satisfies readonly TriggerTypeInfo[];

export const actionTypes = [
  { value: 'send_email', label: 'Send Email', description: 'Email someone' },
  { value: 'create_task', label: 'Create Task', description: 'Add a follow-up task' },
  { value: 'send_sms', label: 'Send SMS', description: 'Text a phone number' },
  { value: 'update_crm', label: 'Update CRM', description: 'Record the event in the connected CRM' },
] as const satisfies readonly ActionTypeInfo[];

// Declared beside the schemas, whose defaults they are (the catalogue builds on the schemas, not the other way round).
export { DEFAULT_ACTION_TYPE, DEFAULT_TRIGGER_TYPE } from '../schemas/automation';

export function triggerTypeInfo(value: TriggerType): TriggerTypeInfo {
  return triggerTypes.find((t) => t.value === value)!;
}

export function actionTypeInfo(value: ActionType): ActionTypeInfo {
  return actionTypes.find((a) => a.value === value)!;
}

/** What each trigger's texts say about the event by default. */
const subjectOf: Readonly<Record<BusinessEventType, string>> = {
  invoice_paid: 'Invoice {{invoice.number}} paid',
  new_lead: 'New lead: {{lead.name}}',
  meeting_scheduled: 'Meeting scheduled: {{meeting.title}}',
  task_completed: '{{task.title}}',
  cash_low: 'Cash low: {{forecast.lowestBalance}} on {{forecast.lowestDate}}',
};

const sentenceOf: Readonly<Record<BusinessEventType, string>> = {
  invoice_paid: '{{invoice.customerName}} paid invoice {{invoice.number}}: {{invoice.amount}}.',
  new_lead: 'New lead {{lead.name}} ({{lead.email}}) from {{lead.source}}.',
  meeting_scheduled: 'Meeting "{{meeting.title}}" with {{meeting.attendeeName}} at {{meeting.startsAt}}.',
  task_completed: 'Task "{{task.title}}" was completed at {{task.completedAt}}.',
  cash_low:
    'Cash is forecast to fall to {{forecast.lowestBalance}} on {{forecast.lowestDate}}, under the {{forecast.threshold}} threshold.',
};

/** The texts an action uses when the user leaves them empty; the create dialog shows them as placeholders. */
export function defaultActionTexts(trigger: TriggerType) {
  return {
    emailSubject: trigger === 'task_completed' ? 'Task completed: {{task.title}}' : subjectOf[trigger],
    emailBody: sentenceOf[trigger],
    smsMessage: sentenceOf[trigger],
    taskTitle: `Follow up: ${subjectOf[trigger]}`,
    crmNote: sentenceOf[trigger],
  } satisfies Partial<AutomationActionConfig>;
}
