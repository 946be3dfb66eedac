/**
 * Per-client token buckets: each client may spend `capacity` requests at once, refilled at `perMinute`. In memory,
 * for the one local process (in AWS the WAF's rate-based rule does this job at the edge). Clients whose bucket has
 * refilled are forgotten when the table grows, so a flood of addresses cannot grow it without bound.
 */
export interface TokenBuckets {
  /** Takes a token for `client` at `now` (ms); when none is left, the seconds until one is. */
  take(client: string, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createTokenBuckets(options: {
  capacity: number;
  perMinute: number;
  maxClients?: number;
}): TokenBuckets {
  const { capacity, perMinute, maxClients = 10_000 } = options;
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const level = (bucket: { tokens: number; at: number }, now: number) =>
    Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);

  const forgetRefilled = (now: number) => {
    for (const [client, bucket] of buckets) if (level(bucket, now) >= capacity) buckets.delete(client);
  };

  return {
    take(client, now = Date.now()) {
      if (buckets.size >= maxClients) forgetRefilled(now);
      const bucket = buckets.get(client) ?? { tokens: capacity, at: now };
      const tokens = level(bucket, now);
      if (tokens < 1) {
        buckets.set(client, { tokens, at: now });
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      buckets.set(client, { tokens: tokens - 1, at: now });
      return { ok: true };
    },
  };
}
