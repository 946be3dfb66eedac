import * as z from '@shared/zod';
import { defineEntity } from '../dynamodb/entity';

/**
 * The per-key rate limit, shared by every Lambda container through one counter item per key and minute:
 * `RATELIMIT#<keyId>` / `MINUTE#<epochMinute>`, holding the minute's count (`requests`) and one count per second of it
 * (`s0`…`s59`). Each request takes its slot with ONE conditional UpdateItem (`ADD requests 1, s<n> 1` only while both
 * are under their limits), before the handler runs: concurrent requests cannot pass a count read earlier, a refused
 * one changes nothing, and the cost is one write unit (the item stays well under 1 KB).
 *
 * Fixed windows, not a sliding log: a sliding window needs a read of recent requests (or one item per request) on every
 * call, and the fixed window's known flaw (a client doubling the limit across a minute's boundary) is capped by the
 * per-second burst limit, which bounds any two-second stretch to twice the burst. A key's counter lives in its own
 * partition, so one busy key never slows another; 10 requests a second on one item is far below a partition's limit.
 */
const rateWindowEntity = defineEntity({
  type: 'ApiRateWindow',
  schema: z.object({ requests: z.number(), expiresAt: z.number() }),
  partitionKey: 'RATELIMIT#{keyId}',
  sortKey: 'MINUTE#{minute}',
  expires: true,
});

export interface RateLimits {
  perMinute: number;
  perSecond: number;
}

export type RateDecision =
  | { allowed: true; limit: number; remaining: number; resetSeconds: number }
  | {
      allowed: false;
      limit: number;
      remaining: number;
      resetSeconds: number;
      retryAfterSeconds: number;
      /** Which limit refused it: the minute's, or the second's burst. */
      spent: 'minute' | 'second';
    };

export async function takeRateSlot(keyId: string, limits: RateLimits, now: Date): Promise<RateDecision> {
  const epochSeconds = Math.floor(now.getTime() / 1000);
  const minuteStart = epochSeconds - (epochSeconds % 60);
  const second = `s${epochSeconds % 60}`;
  const key = { keyId, minute: String(minuteStart) };
  const resetSeconds = minuteStart + 60 - epochSeconds;
  const taken = await rateWindowEntity.update(
    key,
    // Kept a minute past its end, so TTL lag never matters (reads check `expiresAt` anyway).
    { expiresAt: minuteStart + 120 },
    {
      add: { requests: 1, [second]: 1 } as { requests: number },
      upsert: true,
      condition: {
        expression:
          '(attribute_not_exists(#requests) OR #requests < :perMinute) AND (attribute_not_exists(#second) OR #second < :perSecond)',
        names: { '#requests': 'requests', '#second': second },
        values: { ':perMinute': limits.perMinute, ':perSecond': limits.perSecond },
      },
    },
  );
  if (taken) {
    return { allowed: true, limit: limits.perMinute, remaining: limits.perMinute - taken.requests, resetSeconds };
  }
  // Refused: which limit? Only a refused request pays this read.
  const window = await rateWindowEntity.get(key, { consistent: true });
  const used = window?.requests ?? limits.perMinute;
  const minuteSpent = used >= limits.perMinute;
  return {
    allowed: false,
    limit: limits.perMinute,
    remaining: Math.max(0, limits.perMinute - used),
    resetSeconds,
    retryAfterSeconds: minuteSpent ? resetSeconds : 1,
    spent: minuteSpent ? 'minute' : 'second',
  };
}
