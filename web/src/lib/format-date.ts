import { format, formatDistanceStrict } from 'date-fns';

/**
 * Dates as the spec shows them, US style everywhere (spec §9): 'Dec 10, 2026', the profile's 'MMM dd, yyyy'.
 * Two kinds of value reach the screens:
 * - a calendar day ('2026-12-10', or a due date sent as that day's midnight UTC): the same day wherever the
 *   reader is, so only its date part is read, never shifted by the time zone;
 * - an instant (createdAt, lastAnalyzedAt): shown on the reader's own calendar.
 */
const DAY_FORMAT = 'MMM dd, yyyy';

export function formatDay(value: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value) ?? [];
  // A note's follow-up date is free text to the API: anything that is not a date is shown as it was written.
  if (!year || !month || !day) return value;
  return format(new Date(Number(year), Number(month) - 1, Number(day)), DAY_FORMAT);
}

/** A calendar day as the forecast shows it, 'Dec 1, 2026' (the day unpadded), read in UTC so it never shifts. */
export function formatLongDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatInstantDate(iso: string): string {
  return format(new Date(iso), DAY_FORMAT);
}

/** An instant with its time, e.g. an automation run: '11/22/26, 9:00:00 AM'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'medium' });
}

/** How far an instant is from now, in words: '5 minutes ago', 'in 42 minutes'. */
export function formatRelative(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  const distance = formatDistanceStrict(when, now, { roundingMethod: 'floor' });
  if (Math.abs(when.getTime() - now.getTime()) < 60_000) return 'just now';
  return when.getTime() < now.getTime() ? `${distance} ago` : `in ${distance}`;
}
