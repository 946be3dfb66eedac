/**
 * At most about eight axis labels, evenly spaced, always ending on the last day; a regular label closer than half a
 * step to the last one is dropped, so the two never print over each other ('Nov 22Nov 23').
 */
export function sparseTicks(labels: readonly string[]): string[] {
  const step = Math.max(1, Math.ceil(labels.length / 8));
  const last = labels.length - 1;
  return labels.filter((_, i) => i === last || (i % step === 0 && last - i >= step / 2));
}
