import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiStats } from '@shared/schemas/kpi';
import { readDays } from '../../data/kpi-days';
import { type DayDelta, type DayMetrics, isMetric } from '../../domain/kpi/day-metrics';
import { kpiPeriods } from '../../domain/kpi/kpi-periods';
import { kpiStats } from '../../domain/kpi/kpi-stats';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../domain/kpi/zoned-date';
import { savedTimeZone } from './workspace-time-zone';

/**
 * The dashboard's figures for a range, from the day rollups: one Query of at most 2 × 366 items whatever the size
 * of the business, in the workspace's time zone (which decides which day "today" is).
 */
export async function getKpiStats(workspaceId: string, range: KpiTimeRange, now = new Date()): Promise<KpiStats> {
  const saved = await savedTimeZone(workspaceId);
  const timeZone = saved ?? DEFAULT_TIME_ZONE;
  const today = dateInZone(now, timeZone);
  const { current, previous } = kpiPeriods(range, today);
  const records = await readDays(workspaceId, previous.from, current.to);
  const days: DayDelta[] = records.map(({ date, metrics }) => ({
    date,
    metrics: Object.fromEntries(Object.entries(metrics).filter(([name]) => isMetric(name))) as DayMetrics,
  }));
  return kpiStats({ range, today, timeZone, timeZoneSaved: saved !== null, days });
}
