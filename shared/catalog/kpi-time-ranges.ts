/**
 * The dashboard's time ranges (spec §2, §7): the selector's options, the API's `timeRange` values and how many days
 * each covers. A range ends with today and includes it: 7d is today and the 6 days before.
 */
export const kpiTimeRanges = ['7d', '30d', '90d', '365d'] as const;
export type KpiTimeRange = (typeof kpiTimeRanges)[number];

export const DEFAULT_KPI_TIME_RANGE: KpiTimeRange = '30d';

export const kpiTimeRangeDays: Readonly<Record<KpiTimeRange, number>> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

/** The selector's labels (spec §2). */
export const kpiTimeRangeLabels: Readonly<Record<KpiTimeRange, string>> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last year',
};
