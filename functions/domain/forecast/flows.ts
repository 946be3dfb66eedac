import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';
import { cadenceRule, occurrencesBetween } from './cadence';
import type { Direction, RecurringSeries, RecurringStatus } from './recurring';

/** One projected money movement: a recurring payment, a known item (an open invoice) or a scenario's item. */
export interface Flow {
  date: CalendarDate;
  /** Positive for money in. */
  amountCents: number;
  label: string;
  kind: 'recurring' | 'known' | 'scenario';
}

export const directionOf = (cents: number): Direction => (cents >= 0 ? 'in' : 'out');

/**
 * A series' payments in (asOf, until]. A dismissed series projects nothing; an ended one only when the owner
 * confirmed it. A payment that is late (its date passed without it) is expected tomorrow while it is less than half
 * a period late, or whatever its lateness when confirmed.
 */
export function projectSeries(
  series: RecurringSeries,
  status: RecurringStatus,
  asOf: CalendarDate,
  until: CalendarDate,
): Flow[] {
  if (status === 'dismissed' || (series.ended && status !== 'confirmed')) return [];
  const sign = series.direction === 'in' ? 1 : -1;
  const flow = (date: CalendarDate): Flow => ({
    date,
    amountCents: sign * series.amountCents,
    label: series.counterparty,
    kind: 'recurring',
  });
  const regular = occurrencesBetween(series.firstSeen, series.cadence, series.anchorDay ?? 1, asOf, until);
  const late = series.nextDate <= asOf;
  const stillExpected =
    status === 'confirmed' || daysBetween(series.nextDate, asOf) <= cadenceRule(series.cadence).periodDays / 2;
  const tomorrow = addDays(asOf, 1);
  return [...(late && stillExpected && tomorrow <= until ? [flow(tomorrow)] : []), ...regular.map(flow)];
}

/** Flows summed per day of (asOf, asOf + days], cents. */
export function dailyTotals(flows: readonly Flow[], asOf: CalendarDate, days: number): number[] {
  const totals = new Array<number>(days).fill(0);
  for (const f of flows) {
    const index = daysBetween(asOf, f.date) - 1;
    if (index >= 0 && index < days) totals[index] = (totals[index] ?? 0) + f.amountCents;
  }
  return totals;
}
