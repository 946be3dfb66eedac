/** The value at fraction `p` (0.5, 0.95, …) of `sorted`, ascending: the nearest-rank percentile. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
