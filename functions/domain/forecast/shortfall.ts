import { addDays, type CalendarDate } from '../finance/calendar-date';
import type { CashView } from './cash-view';

export interface Shortfall {
  lowestDate: CalendarDate;
  lowestBalance: number;
  threshold: number;
}

/** The lowest projected balance within `days` of `today` when it is below `threshold` (dollars), else undefined. */
export function shortfallWithin(
  view: CashView,
  threshold: number,
  today: CalendarDate,
  days: number,
): Shortfall | undefined {
  const window = view.points.filter((p) => p.date <= addDays(today, days));
  const lowest = window.reduce<(typeof window)[number] | undefined>(
    (low, p) => (!low || p.balance < low.balance ? p : low),
    undefined,
  );
  if (!lowest || lowest.balance >= threshold) return undefined;
  return { lowestDate: lowest.date, lowestBalance: lowest.balance, threshold };
}
