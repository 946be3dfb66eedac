import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useInView } from '../../../lib/use-in-view';
import type { BarChartProps, SeriesChartProps } from './kpi-charts';

const charts = () => import('./kpi-charts');
const LineChart = lazy(() => charts().then((m) => ({ default: m.LineChart })));
const BarChart = lazy(() => charts().then((m) => ({ default: m.BarChart })));

/**
 * A chart's frame: its size, its accessible name (what the chart shows, in words) and a skeleton until the chart is
 * near the viewport and nivo has loaded (on a phone the charts sit below the fold: they cost the first paint nothing).
 */
function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const inView = useInView(frame);
  const skeleton = <Skeleton height={`${height}px`} rounded="l2" />;
  return (
    <Box ref={frame} role="img" aria-label={label} height={`${height}px`} width="full">
      {inView ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </Box>
  );
}

/** 'Nov 16: $500, Nov 17: $0, …', the chart's data for screen readers. */
export function describeSeries(labels: readonly string[], values: readonly number[], format: (v: number) => string) {
  return labels.map((label, i) => `${label}: ${format(values[i] ?? 0)}`).join(', ');
}

export function LazyLineChart(props: SeriesChartProps & { height?: number }) {
  const { height = 260, ...chart } = props;
  return (
    <ChartFrame
      label={`${chart.name} chart. ${describeSeries(chart.labels, chart.values, chart.format)}`}
      height={height}
    >
      <LineChart {...chart} />
    </ChartFrame>
  );
}

export function LazyBarChart(props: BarChartProps & { label: string; height?: number }) {
  const { height = 260, label, ...chart } = props;
  return (
    <ChartFrame label={label} height={height}>
      <BarChart {...chart} />
    </ChartFrame>
  );
}
