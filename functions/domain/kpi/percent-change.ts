/**
 * The change of a figure against the previous period of the same length (issue 12):
 * `round((current − previous) / previous × 100, 1)`; with nothing before, 100 if there is something now, else 0.
 * The trend is `up` when the change is 0 or more. A negative previous figure (refunds exceeding sales) divides by
 * its size, so that going from −$100 to +$50 reads as up.
 */
export type Trend = 'up' | 'down';

export interface KpiFigure {
  current: number;
  change: number;
  trend: Trend;
}

export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return roundTo(((current - previous) / Math.abs(previous)) * 100, 1);
}

export function trendOf(change: number): Trend {
  return change >= 0 ? 'up' : 'down';
}

export function kpiFigure(current: number, previous: number): KpiFigure {
  const change = percentChange(current, previous);
  return { current, change, trend: trendOf(change) };
}

/** Half away from zero, so −2.25 → −2.3 as +2.25 → 2.3 (Math.round alone rounds −2.25 to −2.2). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}
