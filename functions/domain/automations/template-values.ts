import { formatMoney } from '@shared/format/money';
import type { TriggerType } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { TemplateValues } from './template';

/**
 * What an automation's `{{variables}}` read for an event: its data as a person writes it (the catalogue's kinds,
 * `shared/catalog/automation-variables.ts`). Raw, an SMS read 'Task "Prepare Q4 report" was completed at
 * 2026-11-23T16:59:57.460Z.' and a thank-you 'paid 2996.06 USD'. Money reads in its currency, '$2,996.06'; instants (a
 * task's completion, a meeting's start, the event's own time) in the workspace's time zone, US style as the spec
 * writes dates, 'Nov 23, 2026, 11:59 AM EST'; a due date, a calendar day sent as its midnight UTC, reads as that day
 * wherever the workspace is, 'Dec 01, 2026'.
 */
export function templateValues(event: BusinessEventDetail, timeZone: string): TemplateValues {
  const values = subjectValues(event, timeZone);
  // Issue 33's steps name the trigger's data `trigger.<field>` whatever the trigger (`trigger.amount` of a paid invoice).
  const subject = SUBJECT_OF[event.type];
  const data = (subject ? values[subject] : values) as Record<string, unknown>;
  return { ...values, trigger: { ...data, occurredAt: values.event.occurredAt } };
}

/** The name the spec's four triggers and `task_created` give their data (`invoice.amount`); the others carry theirs flat. */
export const SUBJECT_OF: Partial<Record<TriggerType, 'task' | 'lead' | 'meeting' | 'invoice'>> = {
  task_completed: 'task',
  task_created: 'task',
  new_lead: 'lead',
  meeting_scheduled: 'meeting',
  invoice_paid: 'invoice',
};

function subjectValues(
  event: BusinessEventDetail,
  timeZone: string,
): Record<string, unknown> & { event: { occurredAt: string } } {
  const instant = (iso: string) => formatInstant(iso, timeZone);
  const values = { ...event.data, event: { type: event.type, occurredAt: instant(event.occurredAt) } };
  switch (event.type) {
    case 'task_completed': {
      const { task } = event.data;
      const dueDate = task.dueDate === null ? null : formatDay(task.dueDate);
      return { ...values, task: { ...task, dueDate, completedAt: instant(task.completedAt) } };
    }
    case 'task_created': {
      const { task } = event.data;
      const dueDate = task.dueDate === null ? null : formatDay(task.dueDate);
      return { ...values, task: { ...task, dueDate, createdAt: instant(task.createdAt) } };
    }
    case 'meeting_scheduled':
      return { ...values, meeting: { ...event.data.meeting, startsAt: instant(event.data.meeting.startsAt) } };
    case 'invoice_paid': {
      const { invoice } = event.data;
      return { ...values, invoice: { ...invoice, amount: formatMoney(invoice.amount, invoice.currency) } };
    }
    case 'schedule':
      return { ...values, scheduledAt: instant(event.data.scheduledAt), date: formatDay(event.data.date) };
    case 'webhook_received':
      return { ...values, receivedAt: instant(event.data.receivedAt) };
    case 'integration_item': {
      const { amount, currency, dueDate } = event.data;
      return {
        ...values,
        amount: typeof amount === 'number' ? formatMoney(amount, currency ?? 'USD') : null,
        dueDate: dueDate ? formatDay(dueDate) : null,
      };
    }
    case 'cash_low': {
      const { amount, threshold, currency = 'USD', drivers, date } = event.data;
      return {
        ...values,
        date: formatDay(date),
        amount: formatMoney(amount, currency),
        threshold: typeof threshold === 'number' ? formatMoney(threshold, currency) : null,
        drivers: drivers.join('; '),
      };
    }
    case 'employee_note_follow_up_due':
      return { ...values, followUpDate: formatDay(event.data.followUpDate) };
    default:
      return values;
  }
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();

function formatInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = instantFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    instantFormats.set(timeZone, format);
  }
  return format.format(date);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The calendar day an ISO date or date-time starts with, never shifted by a zone, as 'MMM dd, yyyy' ('Dec 01, 2026').
 * By hand rather than date-fns' `format`, whose locale machinery would weigh on the runner's bundle.
 */
function formatDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[3]}, ${match[1]}` : iso;
}
