/**
 * How long a provider asked us to wait (`Retry-After`: delay seconds or an HTTP date, RFC 9110 §10.2.3), in
 * milliseconds from `now`; `undefined` when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
