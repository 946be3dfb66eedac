import { HStack, Text } from '@chakra-ui/react';
import { formatDollars } from '@shared/format/money';
import type { CashForecast } from '@shared/schemas/forecast';
import { AXIS_COLOR, CategoryAxis, TICK_TEXT } from '../../../components/charts/axes';
import { ChartFrame, type ChartLayout } from '../../../components/charts/chart-frame';
import { describeSeries } from '../../../components/charts/line-chart';
import { niceTicks } from '../../../components/charts/scale';

const MARGIN = { top: 12, right: 16, bottom: 36, left: 72 };
const HEIGHT = 300;
const LINE = '#3182ce';
const SCENARIO = '#d69e2e';
const THRESHOLD = '#e53e3e';

type Point = CashForecast['points'][number];

export interface ForecastChartProps {
  points: readonly Point[];
  /** The same forecast with a scenario applied, drawn beside for comparison. */
  scenario?: { name: string; points: readonly Point[] };
  threshold: number;
  lowest: CashForecast['lowest'];
}

const money = (value: number) => formatDollars(value);
const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Ticks over [min, max] that may go below zero (a balance can): the shared charts' axes start at zero, so this one
 * takes their step and lays it from a round value under the minimum.
 */
function signedTicks(min: number, max: number): number[] {
  const step = niceTicks(Math.max(max - min, 1))[1] ?? 1;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick < max + step; tick += step) ticks.push(Math.round(tick * 100) / 100);
  return ticks;
}

/**
 * The 13-week balance: its line and 80% band, the threshold as a red dashed line, the low point marked and, when a
 * scenario is compared, its line beside. One image for assistive technology, named with the data in words.
 */
export function ForecastChart({ points, scenario, threshold, lowest }: ForecastChartProps) {
  const labels = points.map((p) => day(p.date));
  const values = points.map((p) => p.balance);
  const all = [threshold, ...points.flatMap((p) => [p.low, p.high]), ...(scenario?.points.map((p) => p.balance) ?? [])];
  const ticks = signedTicks(Math.min(...all), Math.max(...all));
  const bottom = ticks[0] ?? 0;
  const top = ticks.at(-1) ?? 1;
  const plot = ({ width }: ChartLayout) => ({
    width: Math.max(width - MARGIN.left - MARGIN.right, 1),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  });
  const x = (i: number, w: number) => MARGIN.left + (points.length > 1 ? (i / (points.length - 1)) * w : w / 2);
  const y = (value: number, h: number) => MARGIN.top + h - ((value - bottom) / (top - bottom || 1)) * h;
  const lowestIndex = points.findIndex((p) => p.date === lowest.date);
  const scenarioText = scenario
    ? ` With “${scenario.name}”: ${describeSeries(
        labels,
        scenario.points.map((p) => p.balance),
        money,
      )}.`
    : '';

  return (
    <ChartFrame
      label={`Cash balance forecast chart. ${describeSeries(labels, values, money)}. Threshold ${money(threshold)}.${scenarioText}`}
      height={HEIGHT}
      count={points.length}
      anchor={(i, layout) => {
        const area = plot(layout);
        return { x: x(i, area.width), y: y(values[i] ?? 0, area.height) };
      }}
      tooltip={(i) => {
        const p = points[i];
        if (!p) return null;
        const compared = scenario?.points[i];
        return `${labels[i]}: ${money(p.balance)} (80%: ${money(p.low)} to ${money(p.high)})${compared ? `; with “${scenario.name}”: ${money(compared.balance)}` : ''}`;
      }}
      hitTest={(pointerX, _, layout) => {
        const step = points.length > 1 ? plot(layout).width / (points.length - 1) : 1;
        return Math.min(Math.max(Math.round((pointerX - MARGIN.left) / step), 0), points.length - 1);
      }}
      header={
        <HStack gap="4" fontSize="xs" color="fg.muted" mb="2" wrap="wrap">
          <Legend color={LINE} label="Forecast balance (80% band)" />
          {scenario ? <Legend color={SCENARIO} label={`With “${scenario.name}”`} /> : null}
          <Legend color={THRESHOLD} label={`Threshold ${money(threshold)}`} dashed />
        </HStack>
      }
    >
      {(layout) => {
        const area = plot(layout);
        const line = (series: readonly number[]) => series.map((v, i) => `${x(i, area.width)},${y(v, area.height)}`);
        const band = [...line(points.map((p) => p.high)), ...line(points.map((p) => p.low)).reverse()].join(' ');
        const thresholdY = y(threshold, area.height);
        return (
          <svg width={layout.width} height={HEIGHT} aria-hidden focusable="false" overflow="visible">
            <g fill="currentColor">
              {ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={MARGIN.left}
                    x2={MARGIN.left + area.width}
                    y1={y(tick, area.height)}
                    y2={y(tick, area.height)}
                    stroke={AXIS_COLOR}
                    strokeWidth="0.5"
                    strokeDasharray={tick === 0 ? undefined : '2 4'}
                  />
                  <text
                    x={MARGIN.left - 8}
                    y={y(tick, area.height)}
                    textAnchor="end"
                    dominantBaseline="middle"
                    style={TICK_TEXT}
                  >
                    {money(tick)}
                  </text>
                </g>
              ))}
            </g>
            <CategoryAxis labels={labels} x={(i) => x(i, area.width)} y={MARGIN.top + area.height} />
            <polygon points={band} fill={LINE} fillOpacity="0.12" />
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + area.width}
              y1={thresholdY}
              y2={thresholdY}
              stroke={THRESHOLD}
              strokeWidth="1.5"
              strokeDasharray="6 4"
            />
            <polyline points={line(values).join(' ')} fill="none" stroke={LINE} strokeWidth="2" />
            {scenario ? (
              <polyline
                points={line(scenario.points.map((p) => p.balance)).join(' ')}
                fill="none"
                stroke={SCENARIO}
                strokeWidth="2"
                strokeDasharray="4 3"
              />
            ) : null}
            {lowestIndex >= 0 ? (
              <circle
                cx={x(lowestIndex, area.width)}
                cy={y(lowest.balance, area.height)}
                r="5"
                fill={THRESHOLD}
                stroke="white"
                strokeWidth="2"
              />
            ) : null}
            {layout.active !== null ? (
              <line
                x1={x(layout.active, area.width)}
                x2={x(layout.active, area.width)}
                y1={MARGIN.top}
                y2={MARGIN.top + area.height}
                stroke={AXIS_COLOR}
              />
            ) : null}
          </svg>
        );
      }}
    </ChartFrame>
  );
}

function Legend({ color, label, dashed }: { color: string; label: string; dashed?: boolean }) {
  return (
    <HStack gap="1.5">
      <svg width="18" height="6" aria-hidden focusable="false">
        <line
          x1="0"
          x2="18"
          y1="3"
          y2="3"
          stroke={color}
          strokeWidth="2"
          strokeDasharray={dashed ? '4 3' : undefined}
        />
      </svg>
      <Text>{label}</Text>
    </HStack>
  );
}
