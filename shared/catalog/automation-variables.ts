import type { BusinessEventType } from '../schemas/business-event-type';

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
}

const common: readonly AutomationVariable[] = [
  { name: 'event.type', label: 'The event’s type', kind: 'text' },
  { name: 'event.occurredAt', label: 'When it happened', kind: 'instant' },
];

export const automationVariables: Readonly<Record<BusinessEventType, readonly AutomationVariable[]>> = {
  invoice_paid: [
    { name: 'invoice.number', label: 'Invoice number', kind: 'text' },
    { name: 'invoice.amount', label: 'Amount paid, e.g. $2,996.06', kind: 'money' },
    { name: 'invoice.currency', label: 'Currency code, e.g. USD', kind: 'text' },
    { name: 'invoice.customerName', label: 'Customer’s name', kind: 'text' },
    { name: 'invoice.customerEmail', label: 'Customer’s email', kind: 'email' },
    ...common,
  ],
  new_lead: [
    { name: 'lead.name', label: 'Lead’s name', kind: 'text' },
    { name: 'lead.email', label: 'Lead’s email', kind: 'email' },
    { name: 'lead.phone', label: 'Lead’s phone', kind: 'phone' },
    { name: 'lead.source', label: 'Where the lead came from', kind: 'text' },
    ...common,
  ],
  meeting_scheduled: [
    { name: 'meeting.title', label: 'Meeting title', kind: 'text' },
    { name: 'meeting.startsAt', label: 'When it starts', kind: 'instant' },
    { name: 'meeting.attendeeName', label: 'Attendee’s name', kind: 'text' },
    { name: 'meeting.attendeeEmail', label: 'Attendee’s email', kind: 'email' },
    ...common,
  ],
  task_completed: [
    { name: 'task.title', label: 'Task title', kind: 'text' },
    { name: 'task.description', label: 'Task description', kind: 'text' },
    { name: 'task.priority', label: 'Task priority', kind: 'text' },
    { name: 'task.dueDate', label: 'Due date, e.g. Dec 01, 2026', kind: 'day' },
    { name: 'task.completedAt', label: 'When it was completed', kind: 'instant' },
    ...common,
  ],
  cash_low: [
    { name: 'forecast.lowestDate', label: 'The day cash is lowest, e.g. Dec 01, 2026', kind: 'day' },
    { name: 'forecast.lowestBalance', label: 'The lowest balance forecast', kind: 'money' },
    { name: 'forecast.threshold', label: 'The threshold it falls under', kind: 'money' },
    { name: 'forecast.daysUntilLowest', label: 'Days until then', kind: 'text' },
    ...common,
  ],
};

/** The variables of `trigger` of one kind, e.g. the addresses an email can go to. */
export function variablesOfKind(trigger: BusinessEventType, kind: VariableKind): readonly AutomationVariable[] {
  return automationVariables[trigger].filter((v) => v.kind === kind);
}
