import { ONE_TO_TEN } from '@shared/format/number-words';
import { addDays, type CalendarDate, calendarDate, daysBetween } from '../finance/calendar-date';

/**
 * The span of days a question names, read from its words and turned into calendar dates against today (in the
 * workspace's time zone; the caller passes it). Calendar periods are what people mean when they name one: 'this
 * month' is the month so far, 'last month' the whole previous month, 'in October' the most recent October, 'Q3' the
 * latest third quarter, 'year to date' January 1st to today. A rolling span is read only when the words say so: 'the
 * last 30 days', 'the past 2 weeks'. Pure: the same words and today always give the same days. Both assistants
 * (the built-in one and OpenAI, through the `kpi_period` tool's `period` argument) resolve periods here.
 */
export type PeriodRef =
  | { kind: 'days'; days: number }
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'this_week' }
  | { kind: 'last_week' }
  | { kind: 'month_to_date' }
  | { kind: 'last_month' }
  | { kind: 'month'; month: number; year: number | null }
  | { kind: 'this_quarter' }
  | { kind: 'last_quarter' }
  | { kind: 'quarter'; quarter: number; year: number | null }
  | { kind: 'year_to_date' }
  | { kind: 'last_year' }
  | { kind: 'year'; year: number };

export interface DateSpan {
  from: CalendarDate;
  to: CalendarDate;
  /** How an answer names it: 'the last 30 days', 'October 2026', 'November 2026 so far', 'Q3 2026'. */
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
const MONTH_WORD = `(${MONTH_NAMES.map((m) => `${m}|${m.slice(0, 3)}`).join('|')}|sept)`;
const MONTH_TITLES = MONTH_NAMES.map((m) => m[0]!.toUpperCase() + m.slice(1));

const NUMBER_WORDS: Record<string, number> = { ...ONE_TO_TEN, twelve: 12 };
const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

const monthIndex = (word: string) =>
  word === 'sept' ? 8 : MONTH_NAMES.findIndex((name) => name === word || name.slice(0, 3) === word);

const QUARTER_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};

/** The phrases, each with what it means; the earliest in the text wins, and at one place the longest. */
const PHRASES: [RegExp, (m: RegExpExecArray) => PeriodRef | null][] = [
  [
    new RegExp(
      `\\b(?:in |over |during |for )?(?:the )?(?:last|past|previous|trailing|rolling) ${NUMBER} (days?|weeks?|months?)\\b`,
    ),
    (m) => {
      const n = Number(m[1]) || NUMBER_WORDS[m[1]!] || 0;
      const unit = m[2]!.startsWith('day') ? 1 : m[2]!.startsWith('week') ? 7 : 30;
      return n > 0 && n * unit <= 731 ? { kind: 'days', days: n * unit } : null;
    },
  ],
  [/\b(?:the )?(?:last|past) (?:day|24 hours)\b/, () => ({ kind: 'days', days: 1 })],
  [
    /\b(?:this|the current) month\b|\bmonth to date\b|\bmonth-to-date\b|\bmtd\b|\bso far this month\b/,
    () => ({ kind: 'month_to_date' }),
  ],
  [/\b(?:last|previous|prior|the past) month\b|\ba month ago\b/, () => ({ kind: 'last_month' })],
  [
    /\b(?:this|the current) quarter\b|\bquarter to date\b|\bqtd\b|\bso far this quarter\b/,
    () => ({ kind: 'this_quarter' }),
  ],
  [/\b(?:last|previous|prior|the past) quarter\b/, () => ({ kind: 'last_quarter' })],
  [
    /\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)(?:(?: of)? (\d{4}))?\b/,
    (m) => ({
      kind: 'quarter',
      quarter: m[1] ? Number(m[1]) : QUARTER_WORDS[m[2]!]!,
      year: m[3] ? Number(m[3]) : null,
    }),
  ],
  [
    /\b(?:this|the current) year\b|\byear to date\b|\byear-to-date\b|\bytd\b|\bso far this year\b/,
    () => ({ kind: 'year_to_date' }),
  ],
  [/\b(?:last|previous|prior|the past) year\b/, () => ({ kind: 'last_year' })],
  [/\b(?:in|during|for|of) (\d{4})\b/, (m) => ({ kind: 'year', year: Number(m[1]) })],
  [/\b(?:this|the current) week\b|\bso far this week\b|\bweek to date\b|\bwtd\b/, () => ({ kind: 'this_week' })],
  [/\b(?:last|previous|prior|the past) week\b|\bweek before\b/, () => ({ kind: 'last_week' })],
  [/\btoday\b/, () => ({ kind: 'today' })],
  [/\byesterday\b/, () => ({ kind: 'yesterday' })],
  [
    new RegExp(`\\b(?:in |during |for |over |of |since )?${MONTH_WORD}(?:,? (\\d{4}))?\\b`),
    (m) => {
      const word = m[1]!;
      const index = monthIndex(word);
      // 'may' is also a verb ('may I…') and 'march' one too: only as a month with a preposition or a year.
      if (
        (word === 'may' || word === 'march' || word === 'mar') &&
        !/^(in|during|for|over|of|since) /.test(m[0]) &&
        !m[2]
      )
        return null;
      return index < 0 ? null : { kind: 'month', month: index + 1, year: m[2] ? Number(m[2]) : null };
    },
  ],
];

interface Named {
  period: PeriodRef;
  words: string;
  index: number;
}

/** Every period a (lower-case) question names, in the order written; overlapping phrases give the longest. */
export function periodsIn(text: string): Named[] {
  const found: Named[] = [];
  for (const [pattern, read] of PHRASES) {
    const global = new RegExp(pattern.source, 'g');
    for (let match = global.exec(text); match; match = global.exec(text)) {
      const period = read(match);
      if (period)
        found.push({
          period,
          words: match[0].trim(),
          index: match.index + (match[0].length - match[0].trimStart().length),
        });
    }
  }
  found.sort((a, b) => a.index - b.index || b.words.length - a.words.length);
  const kept: Named[] = [];
  for (const named of found) {
    const last = kept.at(-1);
    if (last && named.index < last.index + last.words.length) continue;
    kept.push(named);
  }
  return kept;
}

/** The first period a (lower-case) question names and the words that named it, or null when it names none. */
export function periodIn(text: string): { period: PeriodRef; words: string } | null {
  const [first] = periodsIn(text);
  return first ? { period: first.period, words: first.words } : null;
}

const monthStart = (year: number, month: number) => calendarDate(year, month, 1)!;
const monthEnd = (year: number, month: number) =>
  addDays(month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1), -1);

/** Monday of the week a date is in (weeks start on Monday, as ISO 8601 has them). */
function weekStart(date: CalendarDate): CalendarDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const short = (date: CalendarDate) =>
  `${MONTH_TITLES[Number(date.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(date.slice(8, 10))}`;

function quarterSpan(year: number, quarter: number, today: CalendarDate): DateSpan {
  const from = monthStart(year, quarter * 3 - 2);
  const end = monthEnd(year, quarter * 3);
  const current = from <= today && today <= end;
  return { from, to: current ? today : end, label: `Q${quarter} ${year}${current ? ' so far' : ''}` };
}

/** The days a period covers, up to today at most: a month or quarter not named with its year is its latest one. */
export function resolvePeriod(period: PeriodRef, today: CalendarDate): DateSpan {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarter = Math.ceil(month / 3);
  switch (period.kind) {
    case 'days':
      return {
        from: addDays(today, -(period.days - 1)),
        to: today,
        label: period.days === 1 ? 'today' : `the last ${period.days} days`,
      };
    case 'today':
      return { from: today, to: today, label: 'today' };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day, label: 'yesterday' };
    }
    case 'this_week':
      return { from: weekStart(today), to: today, label: `the week of ${short(weekStart(today))} so far` };
    case 'last_week': {
      const from = addDays(weekStart(today), -7);
      return { from, to: addDays(from, 6), label: `the week of ${short(from)}` };
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
    case 'this_quarter':
      return quarterSpan(year, quarter, today);
    case 'last_quarter':
      return quarter === 1 ? quarterSpan(year - 1, 4, today) : quarterSpan(year, quarter - 1, today);
    case 'quarter':
      return quarterSpan(period.year ?? (period.quarter > quarter ? year - 1 : year), period.quarter, today);
    case 'year_to_date':
      return { from: monthStart(year, 1), to: today, label: `${year} so far` };
    case 'last_year':
      return { from: monthStart(year - 1, 1), to: monthEnd(year - 1, 12), label: String(year - 1) };
    case 'year': {
      const end = monthEnd(period.year, 12);
      const current = period.year === year;
      return {
        from: monthStart(period.year, 1),
        to: current ? today : end,
        label: `${period.year}${current ? ' so far' : ''}`,
      };
    }
  }
}

/**
 * The period a comparison means when it names none ('compared with the period before'): the one before of the same
 * kind — last month for this month, the quarter before a quarter, the same number of days before a rolling span.
 */
export function previousPeriod(period: PeriodRef, today: CalendarDate): DateSpan {
  const span = resolvePeriod(period, today);
  switch (period.kind) {
    case 'month_to_date':
      return resolvePeriod({ kind: 'last_month' }, today);
    case 'this_week':
      return resolvePeriod({ kind: 'last_week' }, today);
    case 'this_quarter':
      return resolvePeriod({ kind: 'last_quarter' }, today);
    case 'year_to_date':
      return resolvePeriod({ kind: 'last_year' }, today);
    case 'last_month':
    case 'month': {
      const y = Number(span.from.slice(0, 4));
      const m = Number(span.from.slice(5, 7));
      return resolvePeriod({ kind: 'month', month: m === 1 ? 12 : m - 1, year: m === 1 ? y - 1 : y }, today);
    }
    case 'last_quarter':
    case 'quarter': {
      const y = Number(span.from.slice(0, 4));
      const q = Math.ceil(Number(span.from.slice(5, 7)) / 3);
      return resolvePeriod({ kind: 'quarter', quarter: q === 1 ? 4 : q - 1, year: q === 1 ? y - 1 : y }, today);
    }
    case 'last_year':
    case 'year':
      return resolvePeriod({ kind: 'year', year: Number(span.from.slice(0, 4)) - 1 }, today);
    default: {
      const days = daysBetween(span.from, span.to) + 1;
      const to = addDays(span.from, -1);
      const from = addDays(to, -(days - 1));
      return { from, to, label: days === 1 ? 'the day before' : `the ${days} days before` };
    }
  }
}

/**
 * A period as one short text, for a tool argument both assistants can write: 'this_month', 'last_month',
 * 'this_week', 'last_week', 'this_quarter', 'last_quarter', 'this_year', 'last_year', 'today', 'yesterday',
 * 'last_30_days', '2026-10' (a month), '2026-Q3' (a quarter), '2025' (a year).
 */
export const PERIOD_TEXT_HELP =
  'this_month | last_month | this_week | last_week | this_quarter | last_quarter | this_year | last_year | today | yesterday | last_<N>_days | YYYY-MM | YYYY-Q<N> | YYYY';

export function periodText(period: PeriodRef): string {
  switch (period.kind) {
    case 'days':
      return `last_${period.days}_days`;
    case 'month_to_date':
      return 'this_month';
    case 'year_to_date':
      return 'this_year';
    case 'month':
      return period.year ? `${period.year}-${String(period.month).padStart(2, '0')}` : `month_${period.month}`;
    case 'quarter':
      return period.year ? `${period.year}-Q${period.quarter}` : `q${period.quarter}`;
    case 'year':
      return String(period.year);
    default:
      return period.kind;
  }
}

export function parsePeriodText(text: string): PeriodRef | null {
  const t = text.trim().toLowerCase();
  const simple: Record<string, PeriodRef> = {
    today: { kind: 'today' },
    yesterday: { kind: 'yesterday' },
    this_week: { kind: 'this_week' },
    last_week: { kind: 'last_week' },
    this_month: { kind: 'month_to_date' },
    last_month: { kind: 'last_month' },
    this_quarter: { kind: 'this_quarter' },
    last_quarter: { kind: 'last_quarter' },
    this_year: { kind: 'year_to_date' },
    last_year: { kind: 'last_year' },
  };
  if (simple[t]) return simple[t];
  let m = /^last_(\d{1,3})_days$/.exec(t);
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 731 ? { kind: 'days', days: Number(m[1]) } : null;
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return { kind: 'month', month: Number(m[2]), year: Number(m[1]) };
  m = /^month_(\d{1,2})$/.exec(t);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return { kind: 'month', month: Number(m[1]), year: null };
  m = /^(?:(\d{4})-)?q([1-4])$/.exec(t);
  if (m) return { kind: 'quarter', quarter: Number(m[2]), year: m[1] ? Number(m[1]) : null };
  m = /^(\d{4})$/.exec(t);
  if (m) return { kind: 'year', year: Number(m[1]) };
  return null;
}
