import { valueOffset } from './scale';
import { sparseTicks } from './sparse-ticks';

export const AXIS_COLOR = '#a0aec0';
/** Set on each label itself: the page's own text styles must not resize a chart's labels. */
export const TICK_TEXT = { fontSize: '11px' } as const;

/** Horizontal grid lines with their values on the left, one per tick (`top`/`left`/`width`/`height`: the plot area). */
export function ValueAxis(props: {
  ticks: readonly number[];
  format: (value: number) => string;
  top: number;
  left: number;
  width: number;
  height: number;
}) {
  const { ticks, format, top, left, width, height } = props;
  return (
    <g fill="currentColor">
      {ticks.map((tick) => {
        const y = top + valueOffset(tick, ticks, height);
        return (
          <g key={tick}>
            <line
              x1={left}
              x2={left + width}
              y1={y}
              y2={y}
              stroke={AXIS_COLOR}
              strokeWidth="0.5"
              strokeDasharray={tick === 0 ? undefined : '2 4'}
            />
            <text x={left - 8} y={y} textAnchor="end" dominantBaseline="middle" style={TICK_TEXT}>
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Room a date label ('Nov 10' at 11 px) needs beside the next one. */
const LABEL_SPACING = 48;

/**
 * The category labels under the plot, thinned to what the width holds (at most about eight) so they never print over
 * each other on a phone (`x(i)`: item i's centre).
 */
export function CategoryAxis({ labels, x, y }: { labels: readonly string[]; x: (index: number) => number; y: number }) {
  const span = Math.abs(x(labels.length - 1) - x(0));
  const shown = new Set(sparseTicks(labels, Math.min(8, Math.floor(span / LABEL_SPACING) + 1)));
  return (
    <g fill="currentColor">
      {labels.map((label, i) =>
        shown.has(label) ? (
          <g key={label} transform={`translate(${x(i)}, ${y})`}>
            <line y2="4" stroke={AXIS_COLOR} />
            <text y="16" textAnchor="middle" style={TICK_TEXT}>
              {label}
            </text>
          </g>
        ) : null,
      )}
    </g>
  );
}
