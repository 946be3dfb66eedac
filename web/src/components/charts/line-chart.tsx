import { AXIS_COLOR, CategoryAxis, ValueAxis } from './axes';
import { ChartFrame, type ChartLayout } from './chart-frame';
import { axisTicks, valueOffset } from './scale';

export interface LineChartProps {
  /** What the series is ('Revenue'): the chart is named '<name> chart.' followed by its values (`describeSeries`). */
  name: string;
  labels: readonly string[];
  values: readonly number[];
  /** Formats a value for the axis, the tooltip and the accessible name. */
  format: (value: number) => string;
  color: string;
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 36, left: 64 };

/** Up to this many points the accessible name reads every one; past it, a summary (the arrow keys step through all). */
const POINTS_READ_OUT = 14;

/**
 * The chart's data in words: 'Nov 16: $500, Nov 17: $0, …' for a short series; for a long one (90 days, a year of
 * months), its range, highest, lowest and latest value, which a screen reader can say in one breath.
 */
export function describeSeries(labels: readonly string[], values: readonly number[], format: (v: number) => string) {
  const point = (i: number) => `${labels[i]}: ${format(values[i] ?? 0)}`;
  if (labels.length <= POINTS_READ_OUT) return labels.map((_, i) => point(i)).join(', ');
  const indexes = labels.map((_, i) => i);
  const highest = indexes.reduce((a, b) => ((values[b] ?? 0) > (values[a] ?? 0) ? b : a));
  const lowest = indexes.reduce((a, b) => ((values[b] ?? 0) < (values[a] ?? 0) ? b : a));
  const last = labels.length - 1;
  return `${labels[0]} to ${labels[last]}, ${labels.length} points. Highest ${point(highest)}. Lowest ${point(lowest)}. Latest ${point(last)}`;
}

/** One series over evenly spaced categories (days, weeks), from zero, the area under it lightly filled. */
export function LineChart({ name, labels, values, format, color, height = 260 }: LineChartProps) {
  const ticks = axisTicks(Math.max(0, ...values), format);
  const plot = ({ width }: ChartLayout) => ({
    width: Math.max(width - MARGIN.left - MARGIN.right, 1),
    height: height - MARGIN.top - MARGIN.bottom,
  });
  const x = (i: number, plotWidth: number) =>
    MARGIN.left + (labels.length > 1 ? (i / (labels.length - 1)) * plotWidth : plotWidth / 2);
  const y = (i: number, plotHeight: number) => MARGIN.top + valueOffset(values[i] ?? 0, ticks, plotHeight);

  return (
    <ChartFrame
      label={`${name} chart. ${describeSeries(labels, values, format)}`}
      height={height}
      count={labels.length}
      anchor={(i, layout) => {
        const area = plot(layout);
        return { x: x(i, area.width), y: y(i, area.height) };
      }}
      tooltip={(i) => `${labels[i]}: ${format(values[i] ?? 0)}`}
      hitTest={(pointerX, _, layout) => {
        // The nearest day: hovering anywhere above it shows its value.
        const step = labels.length > 1 ? plot(layout).width / (labels.length - 1) : 1;
        return Math.min(Math.max(Math.round((pointerX - MARGIN.left) / step), 0), labels.length - 1);
      }}
    >
      {(layout) => {
        const area = plot(layout);
        const points = labels.map((_, i) => `${x(i, area.width)},${y(i, area.height)}`);
        const baseline = MARGIN.top + area.height;
        return (
          <svg width={layout.width} height={height} aria-hidden focusable="false" overflow="visible">
            <ValueAxis ticks={ticks} format={format} top={MARGIN.top} left={MARGIN.left} {...area} />
            <CategoryAxis labels={labels} x={(i) => x(i, area.width)} y={baseline} />
            <polygon
              points={`${x(0, area.width)},${baseline} ${points.join(' ')} ${x(labels.length - 1, area.width)},${baseline}`}
              fill={color}
              fillOpacity="0.08"
            />
            <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth="2" strokeLinejoin="round" />
            {layout.active !== null && (
              <line
                x1={x(layout.active, area.width)}
                x2={x(layout.active, area.width)}
                y1={MARGIN.top}
                y2={baseline}
                stroke={AXIS_COLOR}
              />
            )}
            {labels.map((label, i) =>
              labels.length <= 31 || i === layout.active ? (
                <circle
                  key={label}
                  cx={x(i, area.width)}
                  cy={y(i, area.height)}
                  r={i === layout.active ? 4 : 2.5}
                  fill={i === layout.active ? color : 'white'}
                  stroke={color}
                  strokeWidth="2"
                />
              ) : null,
            )}
          </svg>
        );
      }}
    </ChartFrame>
  );
}
