import type { ActionType, AutomationActionConfig, TriggerType } from '../schemas/automation';
import { actionOutputs, automationVariables } from './automation-variables';

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
  /** What it gives later steps as `steps.<n>.<field>`. */
  readonly outputs: readonly string[];
  /** The kind of connected integration it posts through, if any (the builder links to connect one). */
  readonly needsIntegration?: 'slack' | 'microsoft_teams' | 'crm';
}

const namesOf = (trigger: TriggerType) => automationVariables[trigger].map((v) => v.name);
const outputsOf = (action: ActionType) => actionOutputs[action].map((v) => v.name);

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
    value: 'task_created',
    label: 'Task Created',
    description: 'When a task is added',
    variables: namesOf('task_created'),
  },
  {
    value: 'schedule',
    label: 'On a Schedule',
    description: 'Every day, weekday, week or month at a time, in the workspace’s time zone',
    variables: namesOf('schedule'),
  },
  {
    value: 'webhook_received',
    label: 'Webhook Received',
    description: 'When JSON is posted to the automation’s secret URL',
    variables: namesOf('webhook_received'),
  },
  {
    value: 'integration_item',
    label: 'New Item in a Connected App',
    description: 'When a connected app reports a new order, deal, payment or invoice',
    variables: namesOf('integration_item'),
  },
  {
    value: 'cash_low',
    label: 'Cash Running Low',
    description: 'When the cash forecast falls under the workspace’s threshold',
    variables: namesOf('cash_low'),
  },
  {
    value: 'employee_note_follow_up_due',
    label: 'Note Follow-up Due',
    description: 'When an employee note’s follow-up date arrives',
    variables: namesOf('employee_note_follow_up_due'),
  },
] as const satisfies readonly TriggerTypeInfo[];

export const actionTypes = [
  { value: 'send_email', label: 'Send Email', description: 'Email someone', outputs: outputsOf('send_email') },
  {
    value: 'create_task',
    label: 'Create Task',
    description: 'Add a follow-up task',
    outputs: outputsOf('create_task'),
  },
  { value: 'send_sms', label: 'Send SMS', description: 'Text a phone number', outputs: outputsOf('send_sms') },
  {
    value: 'update_crm',
    label: 'Update CRM',
    description: 'Record the event in the connected CRM',
    outputs: outputsOf('update_crm'),
    needsIntegration: 'crm',
  },
  {
    value: 'post_slack',
    label: 'Post to Slack',
    description: 'Post a message to a channel of the connected Slack',
    outputs: outputsOf('post_slack'),
    needsIntegration: 'slack',
  },
  {
    value: 'post_teams',
    label: 'Post to Microsoft Teams',
    description: 'Post a message to a channel of the connected Microsoft Teams',
    outputs: outputsOf('post_teams'),
    needsIntegration: 'microsoft_teams',
  },
  {
    value: 'send_webhook',
    label: 'Send Webhook',
    description: 'POST a signed JSON message to a URL',
    outputs: outputsOf('send_webhook'),
  },
  {
    value: 'update_task',
    label: 'Update Task',
    description: 'Change a task’s status or assignee',
    outputs: outputsOf('update_task'),
  },
  {
    value: 'notify',
    label: 'Notify Members',
    description: 'Add a notification to chosen members’ bell',
    outputs: outputsOf('notify'),
  },
  {
    value: 'add_employee_note',
    label: 'Add Employee Note',
    description: 'Add a note to an employee’s record',
    outputs: outputsOf('add_employee_note'),
  },
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
const subjectOf: Readonly<Record<TriggerType, string>> = {
  invoice_paid: 'Invoice {{invoice.number}} paid',
  new_lead: 'New lead: {{lead.name}}',
  meeting_scheduled: 'Meeting scheduled: {{meeting.title}}',
  task_completed: '{{task.title}}',
  task_created: 'New task: {{trigger.title}}',
  schedule: 'Scheduled automation for {{trigger.date}}',
  webhook_received: 'Webhook received',
  integration_item: 'New {{trigger.dataType}} from {{trigger.provider}}: {{trigger.name}}',
  cash_low: 'Cash low: {{trigger.amount}} on {{trigger.date}}',
  employee_note_follow_up_due: 'Follow-up due: {{trigger.subject}}',
};

const sentenceOf: Readonly<Record<TriggerType, string>> = {
  invoice_paid: '{{invoice.customerName}} paid invoice {{invoice.number}}: {{invoice.amount}}.',
  new_lead: 'New lead {{lead.name}} ({{lead.email}}) from {{lead.source}}.',
  meeting_scheduled: 'Meeting "{{meeting.title}}" with {{meeting.attendeeName}} at {{meeting.startsAt}}.',
  task_completed: 'Task "{{task.title}}" was completed at {{task.completedAt}}.',
  task_created: 'Task "{{trigger.title}}" was created, due {{trigger.dueDate}}.',
  schedule: 'This scheduled automation ran at {{trigger.scheduledAt}}.',
  webhook_received: 'A webhook was received at {{trigger.receivedAt}}.',
  integration_item:
    'New {{trigger.dataType}} {{trigger.reference}} from {{trigger.provider}}: {{trigger.name}} ({{trigger.status}}, {{trigger.amount}}).',
  cash_low:
    'Cash is forecast to fall to {{trigger.amount}} on {{trigger.date}}, under the {{trigger.threshold}} threshold.',
  employee_note_follow_up_due:
    'The follow-up of the note "{{trigger.subject}}" about {{trigger.employeeName}} is due on {{trigger.followUpDate}}.',
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
