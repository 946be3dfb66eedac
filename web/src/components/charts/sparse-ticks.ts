/**
 * At most about `most` axis labels (eight by default), evenly spaced, always ending on the last day; a regular label closer than a step to
 * the last one is dropped, so the two never print over each other ('Nov 22Nov 23').
 */
export function sparseTicks(labels: readonly string[], most = 8): string[] {
  const step = Math.max(1, Math.ceil(labels.length / most));
  const last = labels.length - 1;
  return labels.filter((_, i) => i === last || (i % step === 0 && last - i >= step));
}
