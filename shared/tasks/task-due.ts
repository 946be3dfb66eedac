/**
 * When a task is due, read the same way by the API (`overdue` on every task, `?overdue=true`, `?sort=due`) and by the
 * Tasks screen (the 'Overdue' and 'Due soon' badges), so the two never disagree.
 *
 * A due date is a calendar day: the web sends the chosen day as its midnight UTC and shows the date part of the value,
 * so the day is the value's date part (`2026-12-01T16:00:00.000Z` is due on Dec 1) and never shifts with a zone.
 * "Today" is the workspace's: the calendar date of now in the workspace's time zone. A task is overdue from the day
 * after its due day until it is completed; it is due soon on its due day and the two days before.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDay = string;

/** How many days before its due day a task counts as due soon (today and the next two days). */
export const DUE_SOON_DAYS = 2;

export type TaskDueState =
  | { kind: 'overdue'; daysOverdue: number }
  | { kind: 'due_soon'; daysLeft: number }
  | { kind: 'later' }
  | { kind: 'none' };

/** What the rule reads of a task. */
export interface TaskDueFacts {
  status: string;
  dueDate: string | null;
}

/** The calendar day a due date stands for (its date part). */
export function dueDayOf(dueDate: string): CalendarDay {
  return dueDate.slice(0, 10);
}

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to` (both calendar days; negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whether the task is overdue on `today`: it has a due day before today and is not completed. */
export function isOverdue(task: TaskDueFacts, today: CalendarDay): boolean {
  return task.status !== 'completed' && task.dueDate !== null && dueDayOf(task.dueDate) < today;
}

/** Overdue (with the days), due soon (with the days left), later, or no due date to speak of (none, or completed). */
export function taskDueState(task: TaskDueFacts, today: CalendarDay): TaskDueState {
  if (task.status === 'completed' || task.dueDate === null) return { kind: 'none' };
  const daysLeft = daysBetween(today, dueDayOf(task.dueDate));
  if (daysLeft < 0) return { kind: 'overdue', daysOverdue: -daysLeft };
  if (daysLeft <= DUE_SOON_DAYS) return { kind: 'due_soon', daysLeft };
  return { kind: 'later' };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `instant` in the IANA zone `timeZone` (the workspace's "today" when `instant` is now). */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}
