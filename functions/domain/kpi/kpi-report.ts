import { kpiTimeRangeLabels } from '@shared/catalog/kpi-time-ranges';
import { longDayLabel } from '@shared/kpi/calendar-labels';
import type { KpiStats } from '@shared/schemas/kpi';

/**
 * Export Report's content, one model for both formats: the four KPIs with their change, the chart series, the
 * revenue split and task performance for the selected range. Values stay typed (money, percent, count) so the
 * CSV writes plain numbers a spreadsheet can sum and the PDF writes '$1,234.50' and '12.5%'.
 */
export type ColumnFormat = 'text' | 'money' | 'percent' | 'count' | 'hours';

export interface ReportTable {
  title: string;
  columns: readonly { header: string; format: ColumnFormat }[];
  rows: readonly (readonly (string | number | null)[])[];
}

export interface KpiReport {
  title: string;
  /** Who the file says made it (the PDF's creator): BizPilot, or the workspace's name when white-labelled. */
  creator: string;
  /** 'Last 30 days: Oct 24, 2026 – Nov 22, 2026' */
  period: string;
  /** 'Compared with Sep 24, 2026 – Oct 23, 2026 · Time zone UTC' */
  comparison: string;
  generatedAt: string;
  tables: {
    kpis: ReportTable;
    series: ReportTable;
    split: ReportTable;
    performance: ReportTable;
  };
  /** The revenue line the PDF draws. */
  chart: { labels: readonly string[]; revenue: readonly number[] };
  /** `bizpilot-kpi-report-30d-2026-11-22` (without the extension). */
  fileName: string;
}

/** A table's columns from its headers, in order, each with the format of its values. */
const columns = (formats: Readonly<Record<string, ColumnFormat>>): ReportTable['columns'] =>
  Object.entries(formats).map(([header, format]) => ({ header, format }));

/** Whose name a report carries ('Custom branding'): the workspace's display name, and whether BizPilot's is hidden. */
export interface ReportBrand {
  displayName: string | null;
  hideBizPilotName: boolean;
}

const UNBRANDED: ReportBrand = { displayName: null, hideBizPilotName: false };

/**
 * `overdueTasks`: the tasks overdue when the report is made (the dashboard's 'Overdue tasks' card), whatever the range;
 * left out, the row is too.
 */
export function kpiReport(
  stats: KpiStats,
  generatedAt: Date,
  brand: ReportBrand = UNBRANDED,
  overdueTasks?: number,
): KpiReport {
  const { range, performance: p } = stats;
  const span = (from: string, to: string) => `${longDayLabel(from)} – ${longDayLabel(to)}`;
  const kpi = (label: string, figure: KpiStats['revenue'], previous: number) =>
    [label, figure.current, previous, figure.change, figure.trend] as const;
  const figureColumns = (format: ColumnFormat) =>
    columns({
      Metric: 'text',
      'This period': format,
      'Previous period': format,
      'Change (%)': 'percent',
      Trend: 'text',
    });
  return {
    title: `${brand.displayName ?? (brand.hideBizPilotName ? '' : 'BizPilot')} KPI Report`.trim(),
    creator: brand.hideBizPilotName ? (brand.displayName ?? '') : 'BizPilot',
    period: `${kpiTimeRangeLabels[range.timeRange]}: ${span(range.from, range.to)}`,
    comparison: `Compared with ${span(range.previousFrom, range.previousTo)} · Time zone ${range.timeZone}`,
    generatedAt: `Generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    tables: {
      kpis: {
        title: 'Key figures',
        // Revenue is money; the other three are counts, so the table's columns are formatted per row in the PDF.
        columns: figureColumns('text'),
        rows: [
          kpi('Revenue (USD)', stats.revenue, stats.previous.revenue),
          kpi('Leads', stats.leads, stats.previous.leads),
          kpi('Appointments', stats.appointments, stats.previous.appointments),
          kpi('Tasks Completed', stats.tasks, stats.previous.tasks),
        ],
      },
      series: {
        title: 'Revenue and leads',
        columns: columns({ Period: 'text', 'Revenue (USD)': 'money', Leads: 'count' }),
        rows: stats.chartData.labels.map((label, i) => [label, stats.chartData.revenue[i]!, stats.chartData.leads[i]!]),
      },
      split: {
        title: 'Revenue split',
        columns: columns({ Kind: 'text', 'Revenue (USD)': 'money', 'Share (%)': 'percent' }),
        rows: stats.revenueSplit
          .filter((share) => share.kind !== 'other' || share.amount !== 0)
          .map((share) => [share.label, share.amount, share.percentage]),
      },
      performance: {
        title: 'Task performance',
        columns: columns({ Measure: 'text', Value: 'text' }),
        rows: [
          ['Completion rate (%)', p.completionRate],
          ['Tasks created', p.tasksCreated],
          ['Of those, completed', p.tasksCreatedCompleted],
          ['Tasks completed', p.tasksCompleted],
          ['Median hours to complete', p.medianHoursToComplete],
          ...(overdueTasks === undefined ? [] : [['Overdue tasks (today)', overdueTasks] as const]),
        ],
      },
    },
    chart: { labels: stats.chartData.labels, revenue: stats.chartData.revenue },
    fileName: `${brand.hideBizPilotName ? '' : 'bizpilot-'}kpi-report-${range.timeRange}-${range.to}`,
  };
}
