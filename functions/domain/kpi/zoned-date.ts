import type { CalendarDate } from '../finance/calendar-date';

/**
 * Instants (a task's `completedAt`, a lead's creation time) belong to the day they fall on in the workspace's time
 * zone: a sale at 23:30 in New York is that day's sale, not the next day's in UTC. Bank transactions are dated by
 * the bank and need no zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The calendar date of an instant in an IANA time zone. */
export function dateInZone(instant: Date | string, timeZone: string): CalendarDate {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new Error(`Not an instant: ${String(instant)}`);
  return formatter(timeZone).format(date);
}

/** Whether the runtime knows this IANA zone name ('America/New_York'; 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_TIME_ZONE = 'UTC';
