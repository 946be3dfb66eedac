import type { ActionType, AutomationStep, TriggerType } from '../schemas/automation';
import { numberedSteps } from '../schemas/numbered-steps';

/**
 * The `{{variables}}` each trigger's events offer an automation's texts and recipients, with what they hold: the
 * event's own subject (`task.title`) and its other party (`invoice.customerEmail`, `lead.phone`). The kind says how a
 * value reads (money as `$2,996.06`, a day as `Dec 01, 2026`, an instant in the workspace's zone) and where it may
 * stand: only an `email` variable can be an email's recipient, only a `phone` one an SMS's.
 */
export type VariableKind = 'text' | 'email' | 'phone' | 'money' | 'day' | 'instant';

export interface AutomationVariable {
  readonly name: string;
  readonly label: string;
  readonly kind: VariableKind;
  /** Any field under the name is data too (`trigger.body.<field>` of a posted webhook's JSON). */
  readonly open?: true;
}

const common: readonly AutomationVariable[] = [
  { name: 'event.type', label: 'The event’s type', kind: 'text' },
  { name: 'event.occurredAt', label: 'When it happened', kind: 'instant' },
];

/** `trigger.<field>`: the event's subject's fields, as conditions and texts name them with issue 33. */
const triggerFields = (subject: string, fields: readonly AutomationVariable[]): AutomationVariable[] =>
  fields.map((v) => ({ ...v, name: v.name.replace(`${subject}.`, 'trigger.') }));

const occurred: AutomationVariable = { name: 'trigger.occurredAt', label: 'When it happened', kind: 'instant' };

const invoiceFields: readonly AutomationVariable[] = [
  { name: 'invoice.id', label: 'Invoice id', kind: 'text' },
  { name: 'invoice.number', label: 'Invoice number', kind: 'text' },
  { name: 'invoice.amount', label: 'Amount paid, e.g. $2,996.06', kind: 'money' },
  { name: 'invoice.currency', label: 'Currency code, e.g. USD', kind: 'text' },
  { name: 'invoice.customerName', label: 'Customer’s name', kind: 'text' },
  { name: 'invoice.customerEmail', label: 'Customer’s email', kind: 'email' },
];
const leadFields: readonly AutomationVariable[] = [
  { name: 'lead.name', label: 'Lead’s name', kind: 'text' },
  { name: 'lead.email', label: 'Lead’s email', kind: 'email' },
  { name: 'lead.phone', label: 'Lead’s phone', kind: 'phone' },
  { name: 'lead.source', label: 'Where the lead came from', kind: 'text' },
];
const meetingFields: readonly AutomationVariable[] = [
  { name: 'meeting.title', label: 'Meeting title', kind: 'text' },
  { name: 'meeting.startsAt', label: 'When it starts', kind: 'instant' },
  { name: 'meeting.attendeeName', label: 'Attendee’s name', kind: 'text' },
  { name: 'meeting.attendeeEmail', label: 'Attendee’s email', kind: 'email' },
];
const taskFields: readonly AutomationVariable[] = [
  { name: 'task.id', label: 'Task id', kind: 'text' },
  { name: 'task.title', label: 'Task title', kind: 'text' },
  { name: 'task.description', label: 'Task description', kind: 'text' },
  { name: 'task.priority', label: 'Task priority', kind: 'text' },
  { name: 'task.dueDate', label: 'Due date, e.g. Dec 01, 2026', kind: 'day' },
];

/**
 * Each trigger's variables, as today's one-action form offers them: the spec's four triggers keep their names
 * (`invoice.amount`); the newer triggers name their data `trigger.<field>`.
 */
export const automationVariables: Readonly<Record<TriggerType, readonly AutomationVariable[]>> = {
  invoice_paid: [...invoiceFields.filter((v) => v.name !== 'invoice.id'), ...common],
  new_lead: [...leadFields, ...common],
  meeting_scheduled: [...meetingFields, ...common],
  task_completed: [
    ...taskFields.filter((v) => v.name !== 'task.id'),
    { name: 'task.completedAt', label: 'When it was completed', kind: 'instant' },
    ...common,
  ],
  task_created: [...triggerFields('task', taskFields), occurred],
  schedule: [
    { name: 'trigger.scheduledAt', label: 'When the schedule fired', kind: 'instant' },
    { name: 'trigger.date', label: 'The day it fired, e.g. Dec 01, 2026', kind: 'day' },
    occurred,
  ],
  webhook_received: [
    { name: 'trigger.body', label: 'The posted JSON’s fields, e.g. trigger.body.orderId', kind: 'text', open: true },
    { name: 'trigger.receivedAt', label: 'When it was received', kind: 'instant' },
    occurred,
  ],
  integration_item: [
    { name: 'trigger.dataType', label: 'Kind of item, e.g. order', kind: 'text' },
    { name: 'trigger.provider', label: 'The app it came from, e.g. Shopify', kind: 'text' },
    { name: 'trigger.name', label: 'The item’s name', kind: 'text' },
    { name: 'trigger.reference', label: 'Its number, e.g. #1001', kind: 'text' },
    { name: 'trigger.status', label: 'Its status, e.g. paid', kind: 'text' },
    { name: 'trigger.amount', label: 'Its amount, e.g. $540.00', kind: 'money' },
    { name: 'trigger.currency', label: 'Currency code, e.g. USD', kind: 'text' },
    { name: 'trigger.contactName', label: 'The person it concerns', kind: 'text' },
    { name: 'trigger.contactEmail', label: 'Their email', kind: 'email' },
    { name: 'trigger.contactPhone', label: 'Their phone', kind: 'phone' },
    { name: 'trigger.dueDate', label: 'An invoice’s due day, e.g. Dec 01, 2026', kind: 'day' },
    occurred,
  ],
  cash_low: [
    { name: 'trigger.date', label: 'The day cash is lowest, e.g. Dec 01, 2026', kind: 'day' },
    { name: 'trigger.amount', label: 'The lowest balance forecast', kind: 'money' },
    { name: 'trigger.threshold', label: 'The threshold it falls under', kind: 'money' },
    { name: 'trigger.drivers', label: 'What drives it, e.g. Payroll ($12,000.00)', kind: 'text' },
    occurred,
  ],
  employee_note_follow_up_due: [
    { name: 'trigger.noteId', label: 'Note id', kind: 'text' },
    { name: 'trigger.employeeId', label: 'Employee id', kind: 'text' },
    { name: 'trigger.employeeName', label: 'Employee’s name', kind: 'text' },
    { name: 'trigger.subject', label: 'The note’s subject', kind: 'text' },
    { name: 'trigger.followUpDate', label: 'Follow-up date, e.g. Dec 01, 2026', kind: 'day' },
    occurred,
  ],
};

/**
 * The spec's four triggers' data also as `trigger.<field>` (`trigger.amount`), the names issue 33's conditions and
 * steps use; every step may use them beside the trigger's own names.
 */
export const triggerDataAliases: Readonly<Partial<Record<TriggerType, readonly AutomationVariable[]>>> = {
  invoice_paid: [...triggerFields('invoice', invoiceFields), occurred],
  new_lead: [...triggerFields('lead', leadFields), occurred],
  meeting_scheduled: [...triggerFields('meeting', meetingFields), occurred],
  task_completed: [
    ...triggerFields('task', taskFields),
    { name: 'trigger.completedAt', label: 'When it was completed', kind: 'instant' },
    occurred,
  ],
};

/** Everything a trigger's data offers a step: its variables and their `trigger.<field>` names. */
export function triggerVariables(trigger: TriggerType): AutomationVariable[] {
  return [...automationVariables[trigger], ...(triggerDataAliases[trigger] ?? [])];
}

/** What each action gives the steps after it, as `steps.<n>.<field>`. */
export const actionOutputs: Readonly<Record<ActionType, readonly AutomationVariable[]>> = {
  send_email: [
    { name: 'messageId', label: 'The email’s id', kind: 'text' },
    { name: 'to', label: 'Who it went to', kind: 'email' },
  ],
  send_sms: [
    { name: 'messageId', label: 'The SMS’s id', kind: 'text' },
    { name: 'to', label: 'Who it went to', kind: 'phone' },
  ],
  create_task: [
    { name: 'taskId', label: 'The new task’s id', kind: 'text' },
    { name: 'title', label: 'The new task’s title', kind: 'text' },
  ],
  update_crm: [{ name: 'provider', label: 'The CRM written to', kind: 'text' }],
  post_slack: [
    { name: 'channel', label: 'The channel posted to', kind: 'text' },
    { name: 'messageTs', label: 'The message’s Slack timestamp', kind: 'text' },
  ],
  post_teams: [{ name: 'channel', label: 'The channel posted to', kind: 'text' }],
  send_webhook: [
    { name: 'deliveryId', label: 'The delivery’s id (webhook-id)', kind: 'text' },
    { name: 'statusCode', label: 'The receiver’s HTTP status', kind: 'text' },
  ],
  update_task: [
    { name: 'taskId', label: 'The task’s id', kind: 'text' },
    { name: 'status', label: 'The task’s status', kind: 'text' },
  ],
  notify: [{ name: 'notifiedCount', label: 'How many members were notified', kind: 'text' }],
  add_employee_note: [{ name: 'noteId', label: 'The new note’s id', kind: 'text' }],
};

/**
 * The variables step `index` (numbered as in automation-steps.ts) may use: the trigger's, and the outputs of the
 * action steps before it that it always comes after (a step in a branch's `else` cannot read the `then` side).
 */
export function variablesForStep(
  trigger: TriggerType,
  steps: readonly AutomationStep[],
  index: number,
): AutomationVariable[] {
  const numbered = numberedSteps(steps);
  const me = numbered.find((s) => s.index === index);
  const out: AutomationVariable[] = triggerVariables(trigger);
  for (const earlier of numbered) {
    if (earlier.index >= index || earlier.step.type !== 'action') continue;
    const w = earlier.within;
    if (w && !(me?.within && me.within.branchIndex === w.branchIndex && me.within.side === w.side)) continue;
    for (const output of actionOutputs[earlier.step.action]) {
      out.push({
        ...output,
        name: `steps.${earlier.index}.${output.name}`,
        label: `Step ${earlier.index}: ${output.label}`,
      });
    }
  }
  return out;
}

/** Whether `name` is one of `variables` (or a field under an open one, `trigger.body.orderId`). */
export function isKnownVariable(name: string, variables: readonly AutomationVariable[]): boolean {
  return variables.some((v) => v.name === name || (v.open && name.startsWith(`${v.name}.`)));
}

/** The variables of `trigger` of one kind, e.g. the addresses an email can go to. */
export function variablesOfKind(trigger: TriggerType, kind: VariableKind): readonly AutomationVariable[] {
  return automationVariables[trigger].filter((v) => v.kind === kind);
}
