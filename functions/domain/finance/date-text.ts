import { addDays, type CalendarDate, calendarDate, daysBetween, yearOf } from './calendar-date';

/**
 * Dates as banks print them. Some are unambiguous (`2026-03-04`, `4 Mar 2026`, `Mar 4, 2026`); numeric ones
 * (`03/04/2026`) are day-first in most of the world and month-first in the US, and one value rarely tells which:
 * `readDate` returns them undecided, and a whole file's values decide (`DateOrderVote`).
 */
export type DateReading =
  | { kind: 'exact'; date: CalendarDate }
  /** `first/second[/year]`: which of the two is the month is decided per file. */
  | { kind: 'numeric'; first: number; second: number; year: number | undefined; separator: string }
  /** `05 Jan`, `Jan 05`: a statement period supplies the year. */
  | { kind: 'month-day'; month: number; day: number };

export type DateOrder = 'DMY' | 'MDY';

export interface StatementPeriod {
  start: CalendarDate;
  end: CalendarDate;
}

const MONTHS: Record<string, number> = {};
const monthNames: Array<[number, string[]]> = [
  [1, ['jan', 'january', 'janv', 'janvier', 'januar', 'jän', 'ene', 'enero']],
  [2, ['feb', 'february', 'févr', 'fevr', 'février', 'februar', 'febrero']],
  [3, ['mar', 'march', 'mars', 'märz', 'mär', 'marz', 'marzo']],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril']],
  [5, ['may', 'mai', 'mayo']],
  [6, ['jun', 'june', 'juin', 'juni', 'junio']],
  [7, ['jul', 'july', 'juil', 'juillet', 'juli', 'julio']],
  [8, ['aug', 'august', 'août', 'aout', 'ago', 'agosto']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre']],
  [10, ['oct', 'october', 'octobre', 'okt', 'oktober', 'octubre']],
  [11, ['nov', 'november', 'novembre', 'noviembre']],
  [12, ['dec', 'december', 'déc', 'décembre', 'dez', 'dezember', 'dic', 'diciembre']],
];
for (const [month, names] of monthNames) for (const name of names) MONTHS[name] = month;

const monthOf = (name: string): number | undefined => MONTHS[name.toLowerCase().replace(/\.$/, '')];

const TIME_SUFFIX =
  /(?:[T\s]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AP]M)?(?:Z|[+-]\d{2}:?\d{2})?(?:\s*[A-Z]{2,4})?)$/i;
const YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
/** `20260105` (ING, OFX): only with a plausible year, so an 8-digit reference is not taken for a date. */
const COMPACT_YMD = /^((?:19|20)\d{2})(\d{2})(\d{2})$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]*([A-Za-zÀ-ÿ]{3,9}\.?)[\s,-]*(\d{4}|\d{2})$/;
const MONTH_DAY_YEAR = /^([A-Za-zÀ-ÿ]{3,9}\.?)\s*(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;
const DAY_MONTH = /^(\d{1,2})[\s-]?([A-Za-zÀ-ÿ]{3,9}\.?)$/;
const MONTH_DAY = /^([A-Za-zÀ-ÿ]{3,9}\.?)\s*(\d{1,2})$/;

export function readDate(raw: string): DateReading | undefined {
  const text = raw.trim().replace(TIME_SUFFIX, '').trim();
  if (!text || text.length > 24) return undefined;
  let m = YMD.exec(text);
  if (m) return exact(calendarDate(Number(m[1]), Number(m[2]), Number(m[3])));
  m = COMPACT_YMD.exec(text);
  if (m) return exact(calendarDate(Number(m[1]), Number(m[2]), Number(m[3])));
  m = NUMERIC.exec(text);
  if (m) {
    const first = Number(m[1]);
    const second = Number(m[3]);
    if (first < 1 || second < 1 || (first > 12 && second > 12) || first > 31 || second > 31) return undefined;
    return { kind: 'numeric', first, second, year: m[4] ? fullYear(m[4]) : undefined, separator: m[2]! };
  }
  m = DAY_MONTH_YEAR.exec(text);
  if (m) return exactNamed(Number(m[1]), m[2]!, fullYear(m[3]!));
  m = MONTH_DAY_YEAR.exec(text);
  if (m) return exactNamed(Number(m[2]), m[1]!, Number(m[3]));
  m = DAY_MONTH.exec(text);
  if (m) return monthDay(monthOf(m[2]!), Number(m[1]));
  m = MONTH_DAY.exec(text);
  if (m) return monthDay(monthOf(m[1]!), Number(m[2]));
  return undefined;
}

function exact(date: CalendarDate | undefined): DateReading | undefined {
  return date ? { kind: 'exact', date } : undefined;
}

function exactNamed(day: number, monthName: string, year: number): DateReading | undefined {
  const month = monthOf(monthName);
  return month ? exact(calendarDate(year, month, day)) : undefined;
}

function monthDay(month: number | undefined, day: number): DateReading | undefined {
  // 29 Feb is valid in some year; the period decides which.
  if (!month || !calendarDate(2000, month, day)) return undefined;
  return { kind: 'month-day', month, day };
}

function fullYear(text: string): number {
  const n = Number(text);
  if (text.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

/** What one reading says about the file's order: `13/02` can only be day-first, `02/13` only month-first. */
export function orderEvidence(reading: DateReading): DateOrder | undefined {
  if (reading.kind !== 'numeric') return undefined;
  if (reading.first > 12 && reading.second <= 12) return 'DMY';
  if (reading.second > 12 && reading.first <= 12) return 'MDY';
  return undefined;
}

/**
 * The date a reading stands for, given the file's order and (for readings without a year) the statement period.
 * Undefined when the reading does not make a valid date under that order, or a year is needed and unknown.
 */
export function resolveDate(
  reading: DateReading,
  order: DateOrder,
  period?: StatementPeriod,
): CalendarDate | undefined {
  if (reading.kind === 'exact') return reading.date;
  let month: number;
  let day: number;
  if (reading.kind === 'month-day') {
    ({ month, day } = reading);
  } else {
    [day, month] = order === 'DMY' ? [reading.first, reading.second] : [reading.second, reading.first];
    if (reading.year !== undefined) return calendarDate(reading.year, month, day);
  }
  return period ? dateInPeriod(month, day, period) : undefined;
}

/**
 * The year that puts month/day inside the statement period (or nearest to it): a December–January statement
 * dates `20/12` in the first year and `05/01` in the second. Candidates more than 45 days outside are refused.
 */
export function dateInPeriod(month: number, day: number, period: StatementPeriod): CalendarDate | undefined {
  let best: { date: CalendarDate; distance: number } | undefined;
  for (let year = yearOf(period.start) - 1; year <= yearOf(period.end) + 1; year++) {
    const date = calendarDate(year, month, day);
    if (!date) continue;
    const distance = Math.max(0, daysBetween(date, period.start), daysBetween(period.end, date));
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best && best.distance <= 45 ? best.date : undefined;
}

/**
 * When no value in a file is decisive (every day is ≤ 12), the order that puts the dates inside the statement
 * period (when one is known under that order), in sequence (statements run oldest or newest first) and within the
 * shortest span (a statement covers weeks, not a year) wins; a tie falls to the file's convention: day-first for
 * `dd.mm.yyyy` and decimal-comma files, month-first otherwise.
 */
export function fallbackOrder(
  readings: readonly DateReading[],
  hints: { decimalComma: boolean; period?: (order: DateOrder) => StatementPeriod | undefined },
): DateOrder {
  /** [dates outside the period, steps against the sequence, days spanned]: lower is likelier, in that order. */
  const misfit = (order: DateOrder): number[] => {
    const period = hints.period?.(order);
    const dates = readings.map((r) => resolveDate(r, order, period));
    if (dates.some((d) => d === undefined)) return [Number.POSITIVE_INFINITY];
    const valid = dates as CalendarDate[];
    const outside = period
      ? valid.filter((d) => d < addDays(period.start, -3) || d > addDays(period.end, 3)).length
      : 0;
    let up = 0;
    let down = 0;
    for (let i = 1; i < valid.length; i++) {
      if (valid[i]! > valid[i - 1]!) up++;
      else if (valid[i]! < valid[i - 1]!) down++;
    }
    const sorted = [...valid].sort();
    const span = sorted.length ? daysBetween(sorted[0]!, sorted.at(-1)!) : 0;
    return [outside, Math.min(up, down), span];
  };
  const dmy = misfit('DMY');
  const mdy = misfit('MDY');
  for (let i = 0; i < Math.max(dmy.length, mdy.length); i++) {
    const a = dmy[i] ?? 0;
    const b = mdy[i] ?? 0;
    if (a !== b) return a < b ? 'DMY' : 'MDY';
  }
  const dotted = readings.some((r) => r.kind === 'numeric' && r.separator === '.');
  return dotted || hints.decimalComma ? 'DMY' : 'MDY';
}
