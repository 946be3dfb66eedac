/**
 * Round tick values from 0 up to at least `max`, about `count` of them (0, 500, 1,000, 1,500): steps of 1, 2, 2.5 or 5
 * times a power of ten; whole steps only when `integers` (a count of leads has no 0.5). An all-zero series still gets
 * an axis (0 and 1), so an empty week reads as zero rather than as a broken chart.
 */
export function niceTicks(max: number, { count = 5, integers = false } = {}): number[] {
  const top = max > 0 ? max : 1;
  const raw = top / (count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const candidate = [1, 2, 2.5, 5, 10]
    .map((m) => m * magnitude)
    .find((step) => step >= raw && (!integers || Number.isInteger(step)));
  const step = Math.max(candidate ?? 10 * magnitude, integers ? 1 : 0);
  const steps = Math.ceil(top / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
}

/**
 * `niceTicks` whose labels still read apart once formatted: on a whole-dollar axis an empty month's 0–1 in quarters
 * printed '$0, $0, $1, $1, $1'; when two labels would print alike, the axis takes whole steps instead.
 */
export function axisTicks(max: number, format: (value: number) => string, { integers = false } = {}): number[] {
  const ticks = niceTicks(max, { integers });
  const labels = ticks.map(format);
  return new Set(labels).size === labels.length ? ticks : niceTicks(max, { integers: true });
}

/** Where `value` sits on an axis of `length` px whose ticks run from 0 to the last of `ticks` (0 at the bottom). */
export function valueOffset(value: number, ticks: readonly number[], length: number): number {
  const top = ticks[ticks.length - 1] || 1;
  return length - (Math.min(Math.max(value, 0), top) / top) * length;
}
