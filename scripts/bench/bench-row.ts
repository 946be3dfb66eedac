/** One line of `npm run bench`'s tables. */
export interface BenchRow {
  metric: string;
  value: string;
  budget: string;
  ok: boolean;
  /** Columns a section adds between value and budget (e.g. the floor and the ratio to it). */
  columns?: Record<string, string>;
}

/** A figure shown for context, with no budget of its own. */
export const reported = (metric: string, value: string): BenchRow => ({ metric, value, budget: '—', ok: true });

/**
 * A figure held to a ceiling in `unit`: the row shows the measured value (rounded to `digits`, with an optional
 * `detail` in brackets) against `≤ max`.
 */
export function atMost(
  metric: string,
  measured: number,
  max: number,
  unit: string,
  { digits = 0, detail }: { digits?: number; detail?: string } = {},
): BenchRow {
  const value = `${measured.toFixed(digits)} ${unit}`.trim();
  return {
    metric,
    value: detail ? `${value} (${detail})` : value,
    budget: `≤ ${max} ${unit}`.trim(),
    ok: measured <= max,
  };
}
