import type { TaskPerformance } from '@shared/schemas/kpi';
import { weeklyBuckets } from './chart-buckets';
import { type DayMetrics, DURATION_BANDS, type DurationMetric } from './day-metrics';
import type { DaySpan } from './kpi-periods';
import { roundTo } from './percent-change';
import type { Rollups } from './rollup-ledger';

/**
 * The Performance tab, from task timestamps only:
 * - completion rate: of the tasks created in the range, the share completed now (whole percent);
 * - time to complete: the median time from creation to completion of the tasks completed in the range, in hours
 *   with one decimal, estimated from the per-day histogram of duration bands;
 * - the weekly chart: tasks created and completed in each 7-day span of the range, ending today.
 */
export function taskPerformance(rollups: Rollups, span: DaySpan): TaskPerformance {
  const total = rollups.total(span);
  const created = total.tasksCreated ?? 0;
  const createdCompleted = total.tasksCreatedCompleted ?? 0;
  const median = medianMinutes(total);
  return {
    completionRate: created > 0 ? Math.round((createdCompleted / created) * 100) : null,
    tasksCreated: created,
    tasksCreatedCompleted: createdCompleted,
    medianHoursToComplete: median === null ? null : roundTo(median / 60, 1),
    tasksCompleted: total.tasksCompleted ?? 0,
    weekly: weeklyBuckets(span).map((week) => {
      const metrics = rollups.total(week, WEEKLY_COUNTS);
      return { ...week, created: metrics.tasksCreated ?? 0, completed: metrics.tasksCompleted ?? 0 };
    }),
  };
}

const WEEKLY_COUNTS = ['tasksCreated', 'tasksCompleted'] as const;

/**
 * The median of the duration histogram in minutes, null if it is empty. Each band's tasks are taken as spread evenly
 * across it (the k-th of c in a band sits at (k − ½) / c of its width; the open last band at its start), and the
 * median is the middle one, or the mean of the middle two.
 */
export function medianMinutes(metrics: DayMetrics): number | null {
  const bands = DURATION_BANDS.map((start, i) => ({
    start,
    width: (DURATION_BANDS[i + 1] ?? start) - start,
    count: metrics[`ttc.${start}` as DurationMetric] ?? 0,
  })).filter((band) => band.count > 0);
  const n = bands.reduce((sum, band) => sum + band.count, 0);
  if (n === 0) return null;
  /** The k-th duration (1-based), in order. */
  const nth = (k: number) => {
    let before = 0;
    for (const band of bands) {
      if (k <= before + band.count) return band.start + ((k - before - 0.5) / band.count) * band.width;
      before += band.count;
    }
    return bands.at(-1)!.start;
  };
  return n % 2 === 1 ? nth((n + 1) / 2) : (nth(n / 2) + nth(n / 2 + 1)) / 2;
}
