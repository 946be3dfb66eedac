import { addDays, type CalendarDate, calendarDate } from '../finance/calendar-date';

/**
 * The span of days a question names ('in October', 'last month', 'the past 30 days', 'this year'), read from its
 * words and turned into calendar dates against today. Pure: the caller passes today. Only what was written is
 * read; a question without a period gets none, and the tool answering it picks its documented default.
 */
export type PeriodRef =
  | { kind: 'days'; days: number }
  | { kind: 'month_to_date' }
  | { kind: 'last_month' }
  | { kind: 'month'; month: number; year: number | null }
  | { kind: 'year_to_date' }
  | { kind: 'last_year' }
  | { kind: 'today' }
  | { kind: 'yesterday' };

export interface DateSpan {
  from: CalendarDate;
  to: CalendarDate;
  /** How an answer names it: 'the last 30 days', 'October 2026', 'November 2026 so far'. */
  label: string;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const MONTH_WORD = `(${MONTH_NAMES.map((m) => `${m}|${m.slice(0, 3)}`).join('|')})`;
const MONTH_TITLES = MONTH_NAMES.map((m) => m[0]!.toUpperCase() + m.slice(1));

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6, twelve: 12 };

/** The phrases, each with what it means; the first that matches wins, so longer phrases come first. */
const PHRASES: [RegExp, (m: RegExpExecArray) => PeriodRef | null][] = [
  [
    /\b(?:in the |over the |during the |for the )?(?:last|past|previous) (\d{1,3}|one|two|three|four|six|twelve) (days?|weeks?|months?)\b/,
    (m) => {
      const n = Number(m[1]) || NUMBER_WORDS[m[1]!] || 0;
      const unit = m[2]!.startsWith('day') ? 1 : m[2]!.startsWith('week') ? 7 : 30;
      return n > 0 && n * unit <= 731 ? { kind: 'days', days: n * unit } : null;
    },
  ],
  [/\b(?:this|the current) month\b|\bmonth to date\b|\bmtd\b/, () => ({ kind: 'month_to_date' })],
  [/\b(?:last|previous|prior) month\b/, () => ({ kind: 'last_month' })],
  [/\b(?:the )?past month\b/, () => ({ kind: 'days', days: 30 })],
  [/\b(?:this|the current) year\b|\byear to date\b|\bytd\b/, () => ({ kind: 'year_to_date' })],
  [/\b(?:last|previous|prior) year\b/, () => ({ kind: 'last_year' })],
  [/\b(?:this|the current|the last|the past|last|past) week\b|\bweekly\b/, () => ({ kind: 'days', days: 7 })],
  [/\btoday\b/, () => ({ kind: 'today' })],
  [/\byesterday\b/, () => ({ kind: 'yesterday' })],
  [
    new RegExp(`\\b(?:in|during|for|over|of|since)? ?${MONTH_WORD}(?:,? (\\d{4}))?\\b`),
    (m) => {
      const index = MONTH_NAMES.findIndex((name) => name === m[1] || name.slice(0, 3) === m[1]);
      // 'may' is also a verb ('may I…'): only as a month when a preposition or a year goes with it.
      if (m[1] === 'may' && !/^(in|during|for|over|of|since) /.test(m[0]) && !m[2]) return null;
      return index < 0 ? null : { kind: 'month', month: index + 1, year: m[2] ? Number(m[2]) : null };
    },
  ],
];

/** The period a (lower-case) question names and the words that named it, or null when it names none. */
export function periodIn(text: string): { period: PeriodRef; words: string } | null {
  for (const [pattern, read] of PHRASES) {
    const match = pattern.exec(text);
    const period = match && read(match);
    if (match && period) return { period, words: match[0].trim() };
  }
  return null;
}

const monthStart = (year: number, month: number) => calendarDate(year, month, 1)!;
const monthEnd = (year: number, month: number) =>
  addDays(month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1), -1);

/** The days a period covers, up to today at most: a month not named with its year is its latest one. */
export function resolvePeriod(period: PeriodRef, today: CalendarDate): DateSpan {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (period.kind) {
    case 'days':
      return { from: addDays(today, -(period.days - 1)), to: today, label: `the last ${period.days} days` };
    case 'today':
      return { from: today, to: today, label: 'today' };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day, label: 'yesterday' };
    }
    case 'month_to_date':
      return { from: monthStart(year, month), to: today, label: `${MONTH_TITLES[month - 1]} ${year} so far` };
    case 'last_month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: monthStart(y, m), to: monthEnd(y, m), label: `${MONTH_TITLES[m - 1]} ${y}` };
    }
    case 'month': {
      const y = period.year ?? (period.month > month ? year - 1 : year);
      const from = monthStart(y, period.month);
      const end = monthEnd(y, period.month);
      const current = y === year && period.month === month;
      return {
        from,
        // A month under way ends today; one wholly ahead keeps its own days (nothing is in them yet).
        to: end > today && from <= today ? today : end,
        label: `${MONTH_TITLES[period.month - 1]} ${y}${current ? ' so far' : ''}`,
      };
    }
    case 'year_to_date':
      return { from: monthStart(year, 1), to: today, label: `${year} so far` };
    case 'last_year':
      return { from: monthStart(year - 1, 1), to: monthEnd(year - 1, 12), label: String(year - 1) };
  }
}
