import { longDayLabel } from '@shared/kpi/calendar-labels';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { TemplateValues } from './template';

/**
 * What an automation's `{{variables}}` read for an event: its data as a person writes it. Raw, an SMS read 'Task
 * "Prepare Q4 report" was completed at 2026-11-23T16:59:57.460Z.'. Instants (a task's completion, a meeting's
 * start, the event's own time) read in the workspace's time zone, 'Nov 23, 2026, 11:59 AM EST'; a due date, a
 * calendar day sent as its midnight UTC, reads as that day wherever the workspace is, 'Nov 26, 2026'.
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
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    instantFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** The calendar day an ISO date or date-time starts with, never shifted by a zone ('Nov 26, 2026'). */
function formatDay(iso: string): string {
  const day = iso.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? longDayLabel(day) : iso;
}
