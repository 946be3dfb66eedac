import type { Role } from '@shared/access/roles';
import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { type KpiStats, type KpiStatsView, kpiStatsSchema } from '@shared/schemas/kpi';
import { type DayRecord, readDays } from '../../data/kpi/kpi-days';
import { type MonthRecord, readMonths } from '../../data/kpi/kpi-months';
import { readRollups } from '../../data/kpi/kpi-rollups';
import { kpiSummaryEntity, type StoredKpiSummary } from '../../data/kpi/kpi-summaries';
import { type WorkspaceRecord, workspaceEntity } from '../../data/workspace/workspaces';
import type { CalendarDate } from '../../domain/finance/calendar-date';
import { type DayDelta, type DayMetrics, isMetric } from '../../domain/kpi/day-metrics';
import type { DaySpan } from '../../domain/kpi/kpi-periods';
import { KPI_STATS_FORMULA, kpiStats, kpiStatsReads } from '../../domain/kpi/kpi-stats';
import type { MonthRollup } from '../../domain/kpi/month-rollups';
import { kpiStatsFor } from '../../domain/kpi/revenue-access';
import {
  datesIn,
  dayReads,
  planReads,
  type RollupReads,
  type Rollups,
  rollupLedger,
} from '../../domain/kpi/rollup-ledger';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../domain/kpi/zoned-date';

/**
 * The dashboard's figures for a range, in the workspace's time zone (which decides which day "today" is): the
 * range's summary item when nothing it was computed from has changed (one read of half a unit), otherwise computed
 * from the rollups (`computeKpiStats`) and kept as the new summary. The summary is a copy, never a source: what it
 * holds is exactly what the rollups give at its stamp, so every screen and report shows the same figures.
 */
export async function getKpiStats(
  workspaceId: string,
  range: KpiTimeRange,
  now = new Date(),
  /** The workspace's item, when the request has read it already. */
  known?: WorkspaceRecord,
): Promise<KpiStats> {
  const [workspace, summary] = await Promise.all([
    known ?? workspaceEntity.get({ workspaceId }),
    kpiSummaryEntity.get({ workspaceId, range }),
  ]);
  const saved = workspace?.timeZone ?? null;
  const timeZone = saved ?? DEFAULT_TIME_ZONE;
  const basis: Omit<StoredKpiSummary, 'stats'> = {
    range,
    today: dateInZone(now, timeZone),
    timeZone,
    monthRollups: workspace?.kpiMonthRollups === true,
    stamp: workspace?.kpiStamp ?? null,
    formula: KPI_STATS_FORMULA,
  };
  const kept = summary && keptStats(summary, basis, saved !== null);
  if (kept) return kept;
  const stats = await computeKpiStats(workspaceId, { ...basis, timeZoneSaved: saved !== null });
  await kpiSummaryEntity.put({ workspaceId, ...basis, stats: JSON.stringify(stats) });
  return stats;
}

/** The summary's figures if it was computed on the same basis, and the current schema reads them. */
function keptStats(
  summary: StoredKpiSummary,
  basis: Omit<StoredKpiSummary, 'stats'>,
  timeZoneSaved: boolean,
): KpiStats | undefined {
  const same = (Object.keys(basis) as (keyof typeof basis)[]).every((field) => summary[field] === basis[field]);
  if (!same) return undefined;
  const parsed = kpiStatsSchema.safeParse(JSON.parse(summary.stats));
  return parsed.success && parsed.data.range.timeZoneSaved === timeZoneSaved ? parsed.data : undefined;
}

/**
 * The figures computed from the rollups: the month and day items the range needs, read by key at once (a 365d view
 * reads about 25 months and a few dozen days whatever the size of the business). A workspace whose month items are
 * not known whole yet (created before them, and not recomputed since) is read from its days alone, with one Query.
 * Strongly consistent, because what it computes is kept under the stamp read before it: an eventually consistent
 * read could miss a change whose stamp was already seen, and keep figures without it until the next change.
 */
export async function computeKpiStats(
  workspaceId: string,
  basis: Pick<StoredKpiSummary, 'range' | 'today' | 'timeZone' | 'monthRollups'> & { timeZoneSaved: boolean },
): Promise<KpiStats> {
  const { range, today, timeZone, monthRollups, timeZoneSaved } = basis;
  const rollups = await readLedger(workspaceId, monthRollups, kpiStatsReads(range, today), { consistent: true });
  return kpiStats({ range, today, timeZone, timeZoneSaved, rollups });
}

/**
 * The rollups of any calendar spans (the assistant's 'this month', 'Q3', 'October'), in the workspace's time zone:
 * the spans are computed by the caller from today there (`spansOf(today)`), then read as the dashboard reads a range.
 */
export async function getKpiSpanTotals<S extends DaySpan>(
  workspaceId: string,
  spansOf: (today: CalendarDate) => S[],
  now = new Date(),
  /** The workspace's item, when the request has read it already. */
  known?: WorkspaceRecord,
): Promise<{ timeZone: string; today: CalendarDate; spans: { span: S; metrics: DayMetrics }[] }> {
  const workspace = known ?? (await workspaceEntity.get({ workspaceId }));
  const timeZone = workspace?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = dateInZone(now, timeZone);
  const spans = spansOf(today);
  const outer = {
    from: spans.map((s) => s.from).reduce((a, b) => (a < b ? a : b)),
    to: spans.map((s) => s.to).reduce((a, b) => (a > b ? a : b)),
  };
  const rollups = await readLedger(workspaceId, workspace?.kpiMonthRollups === true, {
    span: outer,
    reads: planReads(outer, spans),
  });
  return { timeZone, today, spans: spans.map((span) => ({ span, metrics: rollups.total(span) })) };
}

async function readLedger(
  workspaceId: string,
  monthItems: boolean,
  planned: { span: DaySpan; reads: RollupReads },
  options: { consistent?: boolean } = {},
): Promise<Rollups> {
  const reads = monthItems ? planned.reads : dayReads(planned.span);
  // A run of days is one Query (it reads only the days that exist, billed by their size: a month of small day items
  // is about 1 RU); single days are read by key, at once (a BatchGetItem bills each key at least half a unit).
  // The months likewise: one Query from the first to the last (a year of them is a few units, not one per month).
  const long = reads.days.filter((run) => datesIn([run]).length > LONG_RUN);
  const wanted = new Set(reads.months);
  const [read, queried, months] = await Promise.all([
    readRollups(workspaceId, [], datesIn(reads.days.filter((run) => !long.includes(run))), options),
    Promise.all(long.map((run) => readDays(workspaceId, run.from, run.to, options))),
    reads.months.length === 0
      ? []
      : readMonths(workspaceId, reads.months.reduce(earlier), reads.months.reduce(later), options),
  ]);
  const days = [...read.days, ...queried.flat()].map(dayDelta);
  return rollupLedger(reads, months.filter(({ month }) => wanted.has(month)).map(monthRollup), days);
}

/** The figures as the member's role may see them (revenue only with `finance.view`). */
export async function getKpiStatsView(
  member: { workspaceId: string; role: Role },
  range: KpiTimeRange,
  now = new Date(),
): Promise<KpiStatsView> {
  return kpiStatsFor(member, await getKpiStats(member.workspaceId, range, now));
}

const LONG_RUN = 1;
const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

const metricsOf = (stored: DayRecord['metrics']): DayMetrics =>
  Object.fromEntries(Object.entries(stored).filter(([name]) => isMetric(name))) as DayMetrics;

const dayDelta = ({ date, metrics }: DayRecord): DayDelta => ({ date, metrics: metricsOf(metrics) });

const monthRollup = ({ month, metrics, days }: MonthRecord): MonthRollup => ({
  month,
  metrics: metricsOf(metrics),
  days: days.map(dayDelta),
});
