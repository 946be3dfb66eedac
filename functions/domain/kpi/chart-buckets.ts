import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { dayLabel, monthLabel, spanLabel } from '@shared/kpi/calendar-labels';
import { addDays, type CalendarDate } from '../finance/calendar-date';
import { type DaySpan, kpiPeriods } from './kpi-periods';

export interface ChartBucket extends DaySpan {
  label: string;
}

/**
 * The chart's points (issue 12): 7d → 7 days, 30d → 30 days, 90d → 13 weeks, 365d → 12 months.
 * - Weeks are 7-day spans ending today, so the latest point is always a full week; 90 days make 12 weeks and 6
 *   days, and the oldest point holds those 6 days (its label says so: 'Aug 25–30').
 * - Months are calendar months, this one (up to today) and the 11 before. The year's first days before the oldest
 *   month's 1st (at most 30) count in the cards' figures but have no point of their own.
 */
export function chartBuckets(range: KpiTimeRange, today: CalendarDate): ChartBucket[] {
  const { current } = kpiPeriods(range, today);
  switch (range) {
    case '7d':
    case '30d':
      return dailyBuckets(current);
    case '90d':
      return weeklyBuckets(current);
    case '365d':
      return monthlyBuckets(today, 12);
  }
}

export function dailyBuckets(span: DaySpan): ChartBucket[] {
  const buckets: ChartBucket[] = [];
  for (let day = span.from; day <= span.to; day = addDays(day, 1))
    buckets.push({ from: day, to: day, label: dayLabel(day) });
  return buckets;
}

/** 7-day spans ending with `span.to`; the oldest is cut at `span.from`. */
export function weeklyBuckets(span: DaySpan): ChartBucket[] {
  const buckets: ChartBucket[] = [];
  for (let to = span.to; to >= span.from; to = addDays(to, -7)) {
    const start = addDays(to, -6);
    const from = start < span.from ? span.from : start;
    buckets.unshift({ from, to, label: spanLabel(from, to) });
  }
  return buckets;
}

function monthlyBuckets(today: CalendarDate, count: number): ChartBucket[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const buckets: ChartBucket[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    const first = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
    const last = back === 0 ? today : addDays(nextMonthFirst(first), -1);
    buckets.push({ from: first, to: last, label: monthLabel(first) });
  }
  return buckets;
}

function nextMonthFirst(first: CalendarDate): CalendarDate {
  const year = Number(first.slice(0, 4));
  const month = Number(first.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
