import { AXIS_COLOR, TICK_TEXT } from './axes';
import { ChartFrame, type ChartLayout } from './chart-frame';
import { RADAR_COLOR, RadarArea } from './radar-area';
import { radarPoint } from './radar-geometry';

export interface RadarAxis {
  label: string;
  value: number;
}

export interface RadarChartProps {
  /** The chart's accessible name: what it shows, every value in words. */
  label: string;
  axes: readonly RadarAxis[];
  max: number;
  /** The chart's height in px; its width follows the parent. */
  size: number;
  color?: string;
  /** Rings as shares of `max` (a ring every 20 on a 0–100 scale by default). */
  rings?: readonly number[];
}

/** Room around the rings for the axis labels. */
const LABEL_MARGIN = { x: 72, y: 30 };
const LABEL_OFFSET = 12;
/** How close (px) the pointer must come to a dot to show its value. */
const HIT_RADIUS = 16;

/**
 * Values on axes around a centre, 12 o'clock first and clockwise, on circular rings, each axis labelled; a dot per
 * value shows it on hover or with the arrow keys.
 */
export function RadarChart({
  label,
  axes,
  max,
  size,
  color = RADAR_COLOR,
  rings = [0.2, 0.4, 0.6, 0.8, 1],
}: RadarChartProps) {
  const geometry = ({ width }: ChartLayout) => {
    const radius = Math.max(Math.min(width / 2 - LABEL_MARGIN.x, size / 2 - LABEL_MARGIN.y), 10);
    return { radius, cx: width / 2, cy: size / 2 };
  };
  const point = (i: number, value: number, layout: ChartLayout) => {
    const { radius, cx, cy } = geometry(layout);
    const p = radarPoint(i, axes.length, value, max, radius, radius);
    return { x: cx - radius + p.x, y: cy - radius + p.y };
  };

  return (
    <ChartFrame
      label={label}
      height={size}
      count={axes.length}
      anchor={(i, layout) => point(i, axes[i]?.value ?? 0, layout)}
      tooltip={(i) => `${axes[i]?.label}: ${axes[i]?.value}`}
      hitTest={(x, y, layout) => {
        // The nearest dot within reach of the pointer.
        const distances = axes.map((axis, i) => {
          const p = point(i, axis.value, layout);
          return Math.hypot(p.x - x, p.y - y);
        });
        const nearest = distances.indexOf(Math.min(...distances));
        return (distances[nearest] ?? Infinity) <= HIT_RADIUS ? nearest : null;
      }}
    >
      {(layout) => {
        const { radius, cx, cy } = geometry(layout);
        return (
          <svg width={layout.width} height={size} aria-hidden focusable="false" overflow="visible">
            <g transform={`translate(${cx - radius}, ${cy - radius})`}>
              {rings.map((ring) => (
                <circle key={ring} cx={radius} cy={radius} r={radius * ring} fill="none" stroke={AXIS_COLOR} />
              ))}
              {axes.map((axis, i) => {
                const end = radarPoint(i, axes.length, max, max, radius, radius);
                const at = radarPoint(i, axes.length, max, max, radius + LABEL_OFFSET, radius);
                const dx = at.x - radius;
                const anchor = Math.abs(dx) < 1 ? 'middle' : dx > 0 ? 'start' : 'end';
                return (
                  <g key={axis.label}>
                    <line x1={radius} y1={radius} x2={end.x} y2={end.y} stroke={AXIS_COLOR} />
                    <text
                      x={at.x}
                      y={at.y}
                      textAnchor={anchor}
                      dominantBaseline="middle"
                      style={TICK_TEXT}
                      fill="currentColor"
                    >
                      {axis.label}
                    </text>
                  </g>
                );
              })}
              <RadarArea values={axes.map((a) => a.value)} max={max} radius={radius} center={radius} color={color} />
              {axes.map((axis, i) => {
                const p = radarPoint(i, axes.length, axis.value, max, radius, radius);
                return (
                  <circle
                    key={axis.label}
                    cx={p.x}
                    cy={p.y}
                    r={layout.active === i ? 5 : 3}
                    fill={layout.active === i ? color : 'white'}
                    stroke={color}
                    strokeWidth="2"
                  />
                );
              })}
            </g>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
