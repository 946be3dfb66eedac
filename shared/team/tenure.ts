import { differenceInDays, differenceInMonths, differenceInYears } from 'date-fns';

/** Parses `YYYY-MM-DD` (or an ISO date-time, whose time part is dropped) as a local calendar date. */
export function parseHireDate(hireDate: string): Date {
  const [y, m, d] = hireDate.slice(0, 10).split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** List cards: whole years, as '< 1 year', '1 year' or 'N years' (spec §3). */
export function tenureYearsText(hireDate: string, now: Date = new Date()): string {
  const years = Math.max(0, differenceInYears(now, parseHireDate(hireDate)));
  return years < 1 ? '< 1 year' : plural(years, 'year');
}

/** Profile: years and months ('2 years, 3 months', '1 year'), else months, else days, with plurals (spec §3). */
export function tenureText(hireDate: string, now: Date = new Date()): string {
  const start = parseHireDate(hireDate);
  if (start > now) return '0 days';
  const years = differenceInYears(now, start);
  const months = differenceInMonths(now, start) - years * 12;
  if (years > 0) return months > 0 ? `${plural(years, 'year')}, ${plural(months, 'month')}` : plural(years, 'year');
  if (months > 0) return plural(months, 'month');
  return plural(differenceInDays(now, start), 'day');
}
