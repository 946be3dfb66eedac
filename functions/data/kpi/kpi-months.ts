import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';
import { counterItems, storedCounters } from './counter-items';
import type { DayRecord } from './kpi-days';

/**
 * The dashboard's month rollups, in the workspace partition: `KPIMONTH#<YYYY-MM>`, one item per month of the
 * workspace's time zone, the sum of its `KPIDAY#` items (`functions/domain/kpi/month-rollups.ts`). The metrics are
 * the day items' attribute names with the month's totals; the task counts the weekly chart needs are also kept per
 * day, as `<metric>@<DD>` (`tasksCompleted@07`). Moved only with `ADD`, like the days; the recompute job replaces
 * them whole.
 */
export const kpiMonthEntity = defineWorkspaceEntity(
  'KpiMonth',
  // Every attribute is kept: the metrics are the item's numeric attributes other than its key.
  z.looseObject({ month: z.string() }),
  'KPIMONTH#{month}',
);

/** A month, its totals, and its days with the counts kept per day (the domain's `MonthRecord`). */
export interface MonthRecord {
  month: string;
  metrics: Readonly<Partial<Record<string, number>>>;
  days: readonly DayRecord[];
}

const DAILY_ATTRIBUTE = /^(.+)@(\d{2})$/;

/** The item's metric attributes: the totals, then each day's counts. */
function attributesOf({ metrics, days }: MonthRecord) {
  const daily = days.flatMap((day) =>
    Object.entries(day.metrics).map(([name, value]) => [`${name}@${day.date.slice(8)}`, value] as const),
  );
  return [...Object.entries(metrics), ...daily];
}

const months = counterItems(kpiMonthEntity, 'month', { counters: attributesOf, recordOf: monthRecordOf });

/** Adds the month's metrics with one atomic UpdateItem (creating the month if it is new). */
export const addToMonth = months.add;

/** Replaces the month with exactly this rollup (the recompute job). */
export const putMonth = months.replace;

/** The months from `from` to `to` (both included, `YYYY-MM`) that have anything: one Query. */
export const readMonths = months.read;

/** A stored month item as its totals and its days' counts. */
export function monthRecordOf(item: { month: string } & Record<string, unknown>): MonthRecord {
  const metrics: Record<string, number> = {};
  const days = new Map<string, Record<string, number>>();
  for (const [name, value] of storedCounters(item, 'month')) {
    const daily = DAILY_ATTRIBUTE.exec(name);
    if (!daily) metrics[name] = value;
    else {
      const date = `${item.month}-${daily[2]}`;
      days.set(date, { ...days.get(date), [daily[1]!]: value });
    }
  }
  return {
    month: item.month,
    metrics,
    days: [...days]
      .map(([date, dayMetrics]) => ({ date, metrics: dayMetrics }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}
