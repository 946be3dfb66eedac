import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { sparseTicks } from '../sparse-ticks';

/**
 * The dashboard's nivo charts in one lazily loaded module (`lazy-charts.tsx`), so nivo is fetched when a chart first
 * shows, after the shell and the cards. Each fills its parent, which sets the height and gives the accessible name
 * (so the SVG itself is presentational).
 */
const theme = {
  text: { fill: 'currentColor', fontSize: 11 },
  grid: { line: { stroke: '#a0aec0', strokeWidth: 0.5, strokeDasharray: '2 4' } },
  axis: { ticks: { line: { stroke: '#a0aec0' } } },
  tooltip: { container: { background: '#1a202c', color: '#fff', fontSize: 12 } },
};

export interface SeriesChartProps {
  labels: readonly string[];
  values: readonly number[];
  /** Formats a value for the axis and tooltip. */
  format: (value: number) => string;
  color: string;
  name: string;
}

export function LineChart({ labels, values, format, color, name }: SeriesChartProps) {
  const data = [{ id: name, data: labels.map((x, i) => ({ x, y: values[i] ?? 0 })) }];
  return (
    <ResponsiveLine
      data={data}
      margin={{ top: 12, right: 16, bottom: 36, left: 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisBottom={{ tickValues: sparseTicks(labels), tickSize: 4 }}
      axisLeft={{ tickValues: 5, format: (v) => format(Number(v)) }}
      gridYValues={5}
      enableGridX={false}
      colors={[color]}
      lineWidth={2}
      pointSize={labels.length > 31 ? 0 : 5}
      enableArea
      areaOpacity={0.08}
      useMesh
      animate={false}
      yFormat={(v) => format(Number(v))}
      theme={theme}
      role="presentation"
    />
  );
}

export interface BarChartProps {
  labels: readonly string[];
  series: readonly { key: string; values: readonly number[]; color: string }[];
  format?: (value: number) => string;
}

export function BarChart({ labels, series, format = String }: BarChartProps) {
  const data = labels.map((label, i) => ({
    label,
    ...Object.fromEntries(series.map((s) => [s.key, s.values[i] ?? 0])),
  }));
  return (
    <ResponsiveBar
      data={data}
      keys={series.map((s) => s.key)}
      indexBy="label"
      groupMode="grouped"
      margin={{ top: 12, right: 16, bottom: 36, left: 48 }}
      padding={0.3}
      colors={series.map((s) => s.color)}
      axisBottom={{ tickValues: sparseTicks(labels), tickSize: 4 }}
      axisLeft={{ tickValues: 5, format: (v) => format(Number(v)) }}
      gridYValues={5}
      enableLabel={false}
      valueFormat={(v) => format(Number(v))}
      animate={false}
      theme={theme}
      role="presentation"
    />
  );
}
