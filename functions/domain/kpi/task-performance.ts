import type { TaskPerformance } from '@shared/schemas/kpi';
import { weeklyBuckets } from './chart-buckets';
import { type DayDelta, type DayMetrics, type DurationMetric, entries, minutesOf, totalOver } from './day-metrics';
import type { DaySpan } from './kpi-periods';
import { roundTo } from './percent-change';

/**
 * The Performance tab, from task timestamps only:
 * - completion rate: of the tasks created in the range, the share completed now (whole percent);
 * - time to complete: the median time from creation to completion of the tasks completed in the range, in hours
 *   with one decimal (from the per-day histogram, exact to its three significant figures);
 * - the weekly chart: tasks created and completed in each 7-day span of the range, ending today.
 */
export function taskPerformance(days: readonly DayDelta[], span: DaySpan): TaskPerformance {
  const total = totalOver(days, span);
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
      const metrics = totalOver(days, week);
      return { ...week, created: metrics.tasksCreated ?? 0, completed: metrics.tasksCompleted ?? 0 };
    }),
  };
}

/** The median of the duration histogram in minutes (the mean of the middle two for an even count); null if empty. */
export function medianMinutes(metrics: DayMetrics): number | null {
  const histogram = entries(metrics)
    .filter(([name, count]) => name.startsWith('ttc.') && count > 0)
    .map(([name, count]) => ({ minutes: minutesOf(name as DurationMetric), count }))
    .sort((a, b) => a.minutes - b.minutes);
  const n = histogram.reduce((sum, bar) => sum + bar.count, 0);
  if (n === 0) return null;
  const nth = (k: number) => {
    let seen = 0;
    for (const bar of histogram) {
      seen += bar.count;
      if (seen > k) return bar.minutes;
    }
    return histogram.at(-1)!.minutes;
  };
  return n % 2 === 1 ? nth((n - 1) / 2) : (nth(n / 2 - 1) + nth(n / 2)) / 2;
}
