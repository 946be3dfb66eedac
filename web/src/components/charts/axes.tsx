import { valueOffset } from './scale';
import { sparseTicks } from './sparse-ticks';

export const AXIS_COLOR = '#a0aec0';

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
    <g fontSize="11" fill="currentColor">
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
            <text x={left - 8} y={y} textAnchor="end" dominantBaseline="middle">
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The category labels under the plot, thinned to about eight so they never overlap (`x(i)`: item i's centre). */
export function CategoryAxis({ labels, x, y }: { labels: readonly string[]; x: (index: number) => number; y: number }) {
  const shown = new Set(sparseTicks(labels));
  return (
    <g fontSize="11" fill="currentColor">
      {labels.map((label, i) =>
        shown.has(label) ? (
          <g key={label} transform={`translate(${x(i)}, ${y})`}>
            <line y2="4" stroke={AXIS_COLOR} />
            <text y="16" textAnchor="middle">
              {label}
            </text>
          </g>
        ) : null,
      )}
    </g>
  );
}
