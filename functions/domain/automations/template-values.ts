import { formatMoney } from '@shared/format/money';
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
  const instant = (iso: string) => formatInstant(iso, timeZone);
  const values = { ...event.data, event: { type: event.type, occurredAt: instant(event.occurredAt) } };
  switch (event.type) {
    case 'task_completed': {
      const { task } = event.data;
      const dueDate = task.dueDate === null ? null : formatDay(task.dueDate);
      return { ...values, task: { ...task, dueDate, completedAt: instant(task.completedAt) } };
    }
    case 'meeting_scheduled':
      return { ...values, meeting: { ...event.data.meeting, startsAt: instant(event.data.meeting.startsAt) } };
    case 'invoice_paid': {
      const { invoice } = event.data;
      return { ...values, invoice: { ...invoice, amount: formatMoney(invoice.amount, invoice.currency) } };
    }
    case 'cash_low': {
      const { forecast } = event.data;
      return {
        ...values,
        forecast: {
          ...forecast,
          lowestDate: formatDay(forecast.lowestDate),
          lowestBalance: formatMoney(forecast.lowestBalance, 'USD'),
          threshold: formatMoney(forecast.threshold, 'USD'),
        },
      };
    }
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
