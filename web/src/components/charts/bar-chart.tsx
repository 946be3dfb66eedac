import { HStack, Text } from '@chakra-ui/react';
import { CategoryAxis, ValueAxis } from './axes';
import { ChartFrame, type ChartLayout } from './chart-frame';
import { axisTicks, valueOffset } from './scale';

export interface BarSeries {
  key: string;
  values: readonly number[];
  color: string;
}

export interface BarChartProps {
  /** The chart's accessible name: what it shows, every value in words. */
  label: string;
  labels: readonly string[];
  series: readonly BarSeries[];
  format?: (value: number) => string;
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 36, left: 48 };
const LEGEND_HEIGHT = 24;
/** The gap between groups, as a share of each category's band. */
const PADDING = 0.3;

/** One group of bars per category, one bar per series side by side; with several series, a legend names them. */
export function BarChart({ label, labels, series, format = String, height = 260 }: BarChartProps) {
  const legend = series.length > 1;
  const svgHeight = legend ? height - LEGEND_HEIGHT : height;
  const values = series.flatMap((s) => s.values);
  const ticks = axisTicks(Math.max(0, ...values), format, { integers: values.every(Number.isInteger) });
  const plot = ({ width }: ChartLayout) => {
    const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
    const band = plotWidth / Math.max(labels.length, 1);
    return { width: plotWidth, height: svgHeight - MARGIN.top - MARGIN.bottom, band };
  };
  const centre = (i: number, band: number) => MARGIN.left + band * (i + 0.5);
  const valueAt = (s: BarSeries, i: number) => s.values[i] ?? 0;

  return (
    <ChartFrame
      label={label}
      height={svgHeight}
      count={labels.length}
      header={
        legend && (
          <HStack aria-hidden height={`${LEGEND_HEIGHT}px`} gap="4" justify="flex-end" fontSize="xs">
            {series.map((s) => (
              <HStack key={s.key} gap="1.5">
                <svg width="10" height="10" aria-hidden focusable="false">
                  <rect width="10" height="10" rx="2" fill={s.color} />
                </svg>
                <Text>{s.key}</Text>
              </HStack>
            ))}
          </HStack>
        )
      }
      anchor={(i, layout) => {
        const area = plot(layout);
        const top = Math.min(...series.map((s) => valueOffset(valueAt(s, i), ticks, area.height)));
        return { x: centre(i, area.band), y: (legend ? LEGEND_HEIGHT : 0) + MARGIN.top + top };
      }}
      tooltip={(i) =>
        `${labels[i]}: ${series.map((s) => (series.length > 1 ? `${s.key} ` : '') + format(valueAt(s, i))).join(', ')}`
      }
      hitTest={(pointerX, _, layout) => {
        // The whole band answers the pointer, so a zero-height bar still shows its value.
        const band = Math.floor((pointerX - MARGIN.left) / plot(layout).band);
        return band >= 0 && band < labels.length ? band : null;
      }}
    >
      {(layout) => {
        const area = plot(layout);
        const barWidth = (area.band * (1 - PADDING)) / series.length;
        return (
          <svg width={layout.width} height={svgHeight} aria-hidden focusable="false" overflow="visible">
            <ValueAxis ticks={ticks} format={format} top={MARGIN.top} left={MARGIN.left} {...area} />
            <CategoryAxis labels={labels} x={(i) => centre(i, area.band)} y={MARGIN.top + area.height} />
            {labels.map((category, i) => {
              const groupLeft = centre(i, area.band) - (barWidth * series.length) / 2;
              return (
                <g key={category} opacity={layout.active === null || layout.active === i ? 1 : 0.6}>
                  {series.map((s, k) => {
                    const top = valueOffset(valueAt(s, i), ticks, area.height);
                    return (
                      <rect
                        key={s.key}
                        x={groupLeft + k * barWidth}
                        y={MARGIN.top + top}
                        width={Math.max(barWidth - 1, 1)}
                        height={area.height - top}
                        rx="2"
                        fill={s.color}
                      />
                    );
                  })}
                </g>
              );
            })}
          </svg>
        );
      }}
    </ChartFrame>
  );
}
