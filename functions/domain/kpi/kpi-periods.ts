import { type KpiTimeRange, kpiTimeRangeDays } from '@shared/catalog/kpi-time-ranges';
import { addDays, type CalendarDate } from '../finance/calendar-date';

/** A span of calendar days, both ends included. */
export interface DaySpan {
  from: CalendarDate;
  to: CalendarDate;
}

export interface KpiPeriods {
  days: number;
  /** Ends with today and includes it: 7d is today and the 6 days before. */
  current: DaySpan;
  /** The same number of days just before `current`. */
  previous: DaySpan;
}

export function kpiPeriods(range: KpiTimeRange, today: CalendarDate): KpiPeriods {
  const days = kpiTimeRangeDays[range];
  const from = addDays(today, -(days - 1));
  return {
    days,
    current: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

export function inSpan(date: CalendarDate, span: DaySpan): boolean {
  return date >= span.from && date <= span.to;
}
