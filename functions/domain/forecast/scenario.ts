import { addDays, type CalendarDate } from '../finance/calendar-date';
import { addMonthsOnDay } from './cadence';
import type { Flow } from './flows';

export interface ScenarioItem {
  label: string;
  /** Cents, positive. */
  amountCents: number;
  direction: 'in' | 'out';
  cadence: 'once' | 'weekly' | 'monthly';
  startDate: CalendarDate;
  endDate: CalendarDate | null;
}

/** A scenario's items as flows in (asOf, until]: once on its start, weekly or monthly (on its start's day) after. */
export function scenarioFlows(items: readonly ScenarioItem[], asOf: CalendarDate, until: CalendarDate): Flow[] {
  return items.flatMap((item) => {
    const last = item.endDate && item.endDate < until ? item.endDate : until;
    const day = Number(item.startDate.slice(8, 10));
    const dates: CalendarDate[] = [];
    for (let k = 0; ; k++) {
      const date = item.cadence === 'monthly' ? addMonthsOnDay(item.startDate, k, day) : addDays(item.startDate, k * 7);
      if (date > last) break;
      if (date > asOf) dates.push(date);
      if (item.cadence === 'once') break;
    }
    const sign = item.direction === 'in' ? 1 : -1;
    return dates.map((date) => ({ date, amountCents: sign * item.amountCents, label: item.label, kind: 'scenario' }));
  });
}
