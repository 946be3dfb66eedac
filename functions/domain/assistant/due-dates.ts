import * as chrono from 'chrono-node/en';
import { type CalendarDate, calendarDate } from '../finance/calendar-date';

/**
 * The dates a request names ('due Dec 3', 'by next Friday', 'in 2 weeks', 'tomorrow'), read with chrono against
 * now in the workspace's time zone: 'tomorrow' at 23:00 in New York is the day after New York's today, wherever the
 * server runs. A date is always a day ahead or today ('Dec 3' in late November is this December 3rd, in January
 * last year's has passed and the next one is meant). A bare month ('the December order') names no day and is not a
 * date here. Pure: the caller passes now and the zone.
 */
export interface NamedDate {
  date: CalendarDate;
  /** The words that named it, as written, and where they start. */
  text: string;
  index: number;
}

/** Minutes the zone is ahead of UTC at an instant (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export function datesIn(text: string, now: Date, timeZone: string): NamedDate[] {
  const reference = { instant: now, timezone: zoneOffsetMinutes(now, timeZone) };
  const results = chrono.casual.parse(text, reference, { forwardDate: true });
  const dates: NamedDate[] = [];
  for (const result of results) {
    const start = result.start;
    const namesADay =
      start.isCertain('day') ||
      start.isCertain('weekday') ||
      // 'in 2 weeks', 'next month' (relative to now): chrono fills the day from today, which is what was meant.
      /\b(in|next|within|after)\b/i.test(result.text) ||
      /\b(end of|eo[mw])\b/i.test(result.text);
    if (!namesADay) continue;
    const date = calendarDate(start.get('year') ?? 0, start.get('month') ?? 0, start.get('day') ?? 0);
    if (date) dates.push({ date, text: result.text, index: result.index });
  }
  return dates;
}
