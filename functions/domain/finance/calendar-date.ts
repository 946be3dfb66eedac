/**
 * A calendar date, `YYYY-MM-DD`. Bank transactions happen on days, not instants: keeping them as dates (never as
 * midnight in some time zone) means a statement line dated 31 Jan stays on 31 Jan wherever the server runs.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date for year, month (1–12) and day, or undefined when no such day exists (31 April, 29 Feb 2025). */
export function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function isCalendarDate(value: string): value is CalendarDate {
  const match = ISO.exec(value);
  return !!match && calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return toCalendarDate(new Date(toUtcMs(date) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The UTC calendar date of an instant: callers that know the business's time zone pass a date instead. */
export function toCalendarDate(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10);
}

export function yearOf(date: CalendarDate): number {
  return Number(date.slice(0, 4));
}

function toUtcMs(date: CalendarDate): number {
  const match = ISO.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const pad = (n: number) => String(n).padStart(2, '0');
