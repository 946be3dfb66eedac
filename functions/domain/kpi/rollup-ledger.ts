import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';
import { addInto, type DayDelta, type DayMetrics, entries, type Metric, negate } from './day-metrics';
import type { DaySpan } from './kpi-periods';
import { type CalendarMonth, DAILY_IN_MONTH, type MonthRollup, monthSpan, monthsOver } from './month-rollups';

/** Which rollup items to read: whole month items, and runs of day items. */
export interface RollupReads {
  months: CalendarMonth[];
  days: DaySpan[];
}

/** The totals of any span the reads cover. */
export interface Rollups {
  /** All metrics of the span added up; with `only` (a subset of `DAILY_IN_MONTH`), just those. */
  total(span: DaySpan, only?: readonly Metric[]): DayMetrics;
}

/**
 * The fewest items that give the totals of every span asked for (all inside `outer`). Each month the spans cut is
 * split at the cuts into segments; a span's part in the month is a run of segments. A month no span cuts is read as
 * its month item. A cut month is read either as its days within `outer`, or as its month item and the days of every
 * segment but the longest (a part that holds the longest is the month less the other segments): whichever is fewer.
 */
export function planReads(outer: DaySpan, spans: readonly DaySpan[]): RollupReads {
  const cuts = new Set<CalendarDate>([outer.from, addDays(outer.to, 1)]);
  for (const span of spans) {
    cuts.add(span.from);
    cuts.add(addDays(span.to, 1));
  }
  const reads: RollupReads = { months: [], days: [] };
  for (const month of monthsOver(outer)) {
    const whole = monthSpan(month);
    const inside = [...cuts].filter((cut) => cut > whole.from && cut <= whole.to).sort();
    if (inside.length === 0) {
      reads.months.push(month);
      continue;
    }
    const starts = [whole.from, ...inside];
    const segments = starts.map((from, i) => ({
      from,
      to: i + 1 < starts.length ? addDays(starts[i + 1]!, -1) : whole.to,
    }));
    const longest = segments.reduce((a, b) => (length(b) > length(a) ? b : a));
    const within = { from: later(whole.from, outer.from), to: earlier(whole.to, outer.to) };
    if (1 + length(whole) - length(longest) < length(within)) {
      reads.months.push(month);
      reads.days.push(...segments.filter((segment) => segment !== longest));
    } else {
      reads.days.push(within);
    }
  }
  reads.days = joined(reads.days);
  return reads;
}

/** Every date of the runs, in order. */
export function datesIn(runs: readonly DaySpan[]): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (const run of runs) for (let date = run.from; date <= run.to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Reads of nothing but days (the rollups from before month items, and tests that hand over days). */
export function dayReads(span: DaySpan): RollupReads {
  return { months: [], days: [span] };
}

/**
 * The totals from what `reads` fetched. A span's part in a month comes from its days when they were read, else from
 * the month item less the days read around the part; a month item that is absent had nothing (it is the sum of its
 * days), and so had a day item that is absent.
 */
export function rollupLedger(reads: RollupReads, months: readonly MonthRollup[], days: readonly DayDelta[]): Rollups {
  const readMonths = new Set(reads.months);
  const byMonth = new Map(months.map((month) => [month.month, month]));
  const covered = (span: DaySpan) => isCovered(span, reads.days);
  const sumOf = (list: readonly DayDelta[], span: DaySpan) => {
    const total: DayMetrics = {};
    for (const day of list) if (day.date >= span.from && day.date <= span.to) addInto(total, day.metrics);
    return total;
  };

  return {
    total(span, only) {
      const total: DayMetrics = {};
      for (const month of monthsOver(span)) {
        const whole = monthSpan(month);
        const part = { from: later(span.from, whole.from), to: earlier(span.to, whole.to) };
        const item = byMonth.get(month) ?? { month, metrics: {}, days: [] };
        const rest = [
          { from: whole.from, to: addDays(part.from, -1) },
          { from: addDays(part.to, 1), to: whole.to },
        ].filter((segment) => segment.from <= segment.to);
        if (covered(part)) {
          addInto(total, sumOf(days, part));
        } else if (readMonths.has(month) && rest.every(covered)) {
          addInto(total, item.metrics);
          for (const segment of rest)
            addInto(total, negate({ date: segment.from, metrics: sumOf(days, segment) }).metrics);
        } else if (readMonths.has(month) && only?.every((name) => (DAILY_IN_MONTH as string[]).includes(name))) {
          addInto(total, sumOf(item.days, part));
        } else {
          throw new Error(`The rollups read do not cover ${part.from} to ${part.to}`);
        }
      }
      if (!only) return total;
      return Object.fromEntries(entries(total).filter(([name]) => only.includes(name))) as DayMetrics;
    },
  };
}

/** Rollups of days alone, every day of `span` read (days outside it are ignored). */
export function dayLedger(days: readonly DayDelta[], span: DaySpan = EVERY_DAY): Rollups {
  return rollupLedger(dayReads(span), [], days);
}

const EVERY_DAY: DaySpan = { from: '0000-01-01', to: '9999-12-31' };

/** Whether the runs (sorted, disjoint, as `planReads` leaves them) hold every day of `span`. */
function isCovered(span: DaySpan, runs: readonly DaySpan[]): boolean {
  let next = span.from;
  for (const run of runs) {
    if (run.to < next) continue;
    if (run.from > next) return false;
    if (run.to >= span.to) return true;
    next = addDays(run.to, 1);
  }
  return false;
}

/** Sorted, with touching or overlapping runs made one. */
function joined(runs: readonly DaySpan[]): DaySpan[] {
  const sorted = [...runs].sort((a, b) => a.from.localeCompare(b.from));
  const out: DaySpan[] = [];
  for (const run of sorted) {
    const last = out.at(-1);
    if (last && run.from <= addDays(last.to, 1)) last.to = later(last.to, run.to);
    else out.push({ ...run });
  }
  return out;
}

const length = (span: DaySpan) => daysBetween(span.from, span.to) + 1;
const later = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
const earlier = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);
