import * as z from 'zod';
import { defineEntity } from '../platform/dynamodb/entity';

/**
 * Failed sign-ins per email, counted in one-minute buckets with an atomic `ADD`: the buckets of the last N minutes
 * give a sliding window accurate to a minute without read-modify-write races. A bucket expires when it leaves the
 * window.
 */
const signInFailureEntity = defineEntity({
  type: 'SignInFailures',
  schema: z.object({ failures: z.number(), expiresAt: z.number() }),
  partitionKey: 'SIGNIN_FAILURES#{email}',
  sortKey: 'MINUTE#{minute}',
  expires: true,
});

const epochMinute = (now: Date) => Math.floor(now.getTime() / 60_000);
/** Padded so that buckets sort by time. */
const minuteKey = (minute: number) => String(minute).padStart(12, '0');

export async function recordSignInFailure(email: string, now: Date, windowMinutes: number): Promise<void> {
  const minute = epochMinute(now);
  await signInFailureEntity.update(
    { email, minute: minuteKey(minute) },
    { expiresAt: (minute + windowMinutes) * 60 },
    { add: { failures: 1 }, upsert: true },
  );
}

export async function countRecentSignInFailures(email: string, now: Date, windowMinutes: number): Promise<number> {
  const buckets = await signInFailureEntity.queryAll(
    { email },
    { from: { minute: minuteKey(epochMinute(now) - windowMinutes + 1) } },
  );
  return buckets.reduce((sum, bucket) => sum + bucket.failures, 0);
}
