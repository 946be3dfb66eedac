import type { Role } from '@shared/access/roles';
import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { KpiStats, KpiStatsView } from '@shared/schemas/kpi';
import { type DayRecord, readDays } from '../../data/kpi/kpi-days';
import type { MonthRecord } from '../../data/kpi/kpi-months';
import { readRollups } from '../../data/kpi/kpi-rollups';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { type DayDelta, type DayMetrics, isMetric } from '../../domain/kpi/day-metrics';
import { kpiStats, kpiStatsReads } from '../../domain/kpi/kpi-stats';
import type { MonthRollup } from '../../domain/kpi/month-rollups';
import { kpiStatsFor } from '../../domain/kpi/revenue-access';
import { datesIn, dayReads, rollupLedger } from '../../domain/kpi/rollup-ledger';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../domain/kpi/zoned-date';

/**
 * The dashboard's figures for a range, from the rollups, in the workspace's time zone (which decides which day
 * "today" is). The month and day items the range needs are read by key, at once: a 365d view reads about 25 months
 * and a few dozen days whatever the size of the business. A workspace whose month items are not known whole yet
 * (created before them, and not recomputed since) is read from its days alone, with one Query.
 */
export async function getKpiStats(workspaceId: string, range: KpiTimeRange, now = new Date()): Promise<KpiStats> {
  const workspace = await workspaceEntity.get({ workspaceId });
  const saved = workspace?.timeZone ?? null;
  const timeZone = saved ?? DEFAULT_TIME_ZONE;
  const today = dateInZone(now, timeZone);
  const planned = kpiStatsReads(range, today);
  const reads = workspace?.kpiMonthRollups ? planned.reads : dayReads(planned.span);
  // A long run of days is one Query (it reads only the days that exist); the rest are read by key, at once.
  const long = reads.days.filter((run) => datesIn([run]).length > LONG_RUN);
  const [read, queried] = await Promise.all([
    readRollups(workspaceId, reads.months, datesIn(reads.days.filter((run) => !long.includes(run)))),
    Promise.all(long.map((run) => readDays(workspaceId, run.from, run.to))),
  ]);
  const days = [...read.days, ...queried.flat()].map(dayDelta);
  const rollups = rollupLedger(reads, read.months.map(monthRollup), days);
  return kpiStats({ range, today, timeZone, timeZoneSaved: saved !== null, rollups });
}

/** The figures as the member's role may see them (revenue only with `finance.view`). */
export async function getKpiStatsView(
  member: { workspaceId: string; role: Role },
  range: KpiTimeRange,
  now = new Date(),
): Promise<KpiStatsView> {
  return kpiStatsFor(member.role, await getKpiStats(member.workspaceId, range, now));
}

const LONG_RUN = 31;

const metricsOf = (stored: DayRecord['metrics']): DayMetrics =>
  Object.fromEntries(Object.entries(stored).filter(([name]) => isMetric(name))) as DayMetrics;

const dayDelta = ({ date, metrics }: DayRecord): DayDelta => ({ date, metrics: metricsOf(metrics) });

const monthRollup = ({ month, metrics, days }: MonthRecord): MonthRollup => ({
  month,
  metrics: metricsOf(metrics),
  days: days.map(dayDelta),
});
