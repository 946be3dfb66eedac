import { addDays, type CalendarDate, calendarDate, daysBetween } from '../finance/calendar-date';

/** How often a recurring payment comes, with the gaps (days) that count as that cadence (issue 34). */
export type Cadence = 'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'yearly';

interface CadenceRule {
  cadence: Cadence;
  minGap: number;
  maxGap: number;
  /** The nominal period in days, for ending a series and for confidence. */
  periodDays: number;
  /** Calendar months per step, for the cadences that fall on a day of the month. */
  months: number | null;
  minOccurrences: number;
}

export const cadenceRules: readonly CadenceRule[] = [
  { cadence: 'weekly', minGap: 6, maxGap: 8, periodDays: 7, months: null, minOccurrences: 3 },
  { cadence: 'biweekly', minGap: 13, maxGap: 16, periodDays: 14, months: null, minOccurrences: 3 },
  { cadence: 'monthly', minGap: 25, maxGap: 35, periodDays: 30.44, months: 1, minOccurrences: 3 },
  { cadence: 'quarterly', minGap: 80, maxGap: 105, periodDays: 91.3, months: 3, minOccurrences: 3 },
  { cadence: 'yearly', minGap: 345, maxGap: 385, periodDays: 365.25, months: 12, minOccurrences: 2 },
];

export function cadenceRule(cadence: Cadence): CadenceRule {
  const rule = cadenceRules.find((r) => r.cadence === cadence);
  if (!rule) throw new Error(`Unknown cadence ${cadence}`);
  return rule;
}

/** The cadence whose gap range holds this (typical) gap, if any. */
export function cadenceOfGap(gap: number): CadenceRule | undefined {
  return cadenceRules.find((r) => gap >= r.minGap && gap <= r.maxGap);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const partsOf = (date: CalendarDate) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/**
 * `months` calendar months after `date`, on `anchorDay` or the month's last day when it is shorter: a rent paid on
 * the 31st falls on 30 April and 28 February, and back on 31 May.
 */
export function addMonthsOnDay(date: CalendarDate, months: number, anchorDay: number): CalendarDate {
  const { year, month } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return calendarDate(y, m, Math.min(anchorDay, daysInMonth(y, m))) as CalendarDate;
}

/**
 * The day of the month a monthly (quarterly, yearly) series is due on: the largest day seen when every shorter one
 * was its month's last day (a payment on the last day of the month), else the most frequent day (the later on a tie).
 */
export function anchorDayOf(dates: readonly CalendarDate[]): number {
  const days = dates.map((d) => partsOf(d).day);
  const largest = Math.max(...days);
  const monthEnd = dates.every((d) => {
    const { year, month, day } = partsOf(d);
    return day === Math.min(largest, daysInMonth(year, month));
  });
  if (monthEnd) return largest;
  const counts = new Map<number, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? largest;
}

/** The occurrences of a series from `first` on, after `after` and up to `until` (inclusive), in order. */
export function occurrencesBetween(
  first: CalendarDate,
  cadence: Cadence,
  anchorDay: number,
  after: CalendarDate,
  until: CalendarDate,
): CalendarDate[] {
  const rule = cadenceRule(cadence);
  const step = (k: number) =>
    rule.months === null ? addDays(first, k * rule.periodDays) : addMonthsOnDay(first, k * rule.months, anchorDay);
  const dates: CalendarDate[] = [];
  // Start near `after` instead of walking from the first occurrence every time.
  let k = Math.max(0, Math.floor(daysBetween(first, after) / rule.periodDays) - 1);
  for (let date = step(k); date <= until; date = step(++k)) {
    if (date > after) dates.push(date);
  }
  return dates;
}

/** The first occurrence of a series after `after`. */
export function nextOccurrence(
  first: CalendarDate,
  cadence: Cadence,
  anchorDay: number,
  after: CalendarDate,
): CalendarDate {
  const rule = cadenceRule(cadence);
  const until = addDays(after, Math.ceil(rule.periodDays) + 3);
  return occurrencesBetween(first, cadence, anchorDay, after, until)[0] as CalendarDate;
}
