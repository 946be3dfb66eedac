/**
 * Retries a step that may fail for a passing reason (throttling, a timeout, a 5xx) with exponential backoff and
 * full jitter, as the AWS architecture blog recommends. A permanent failure (`PermanentFailure`, or anything
 * `isTransient` refuses) stops at once: retrying 'No CRM integration connected' cannot help.
 */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentFailure';
  }
}

/**
 * A failure that may pass (a receiver's 5xx, a provider's rate limit or outage, another attempt holding the step), in
 * words of our own rather than an SDK's error: the step is retried on the schedule.
 */
export class TransientFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientFailure';
  }
}

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Minutes a run waits before trying a transiently failed step again: after 1 min, 5 min, 30 min, 2 h and 6 h (issue
 * 33), long enough for a provider's outage to pass; the step fails for good when the sixth attempt fails.
 */
export const stepRetryScheduleMinutes: readonly number[] = [1, 5, 30, 120, 360];

export const defaultRetryPolicy: RetryPolicy = { attempts: 3, baseDelayMs: 200, maxDelayMs: 2_000 };

export interface RetryOutcome<T> {
  ok: boolean;
  value?: T;
  error?: Error;
  attempts: number;
}

export interface RetryDeps {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  isTransient?: (error: unknown) => boolean;
}

/** Delay before attempt `n + 1` (n ≥ 1): a random point in [0, min(max, base · 2^(n−1))]. */
export function backoffDelay(afterAttempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (afterAttempt - 1));
  return Math.round(random() * cap);
}

export async function withRetry<T>(
  step: (attempt: number) => Promise<T>,
  policy: RetryPolicy = defaultRetryPolicy,
  deps: RetryDeps = {},
): Promise<RetryOutcome<T>> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const isTransient = deps.isTransient ?? isTransientError;
  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    try {
      return { ok: true, value: await step(attempt), attempts: attempt };
    } catch (error) {
      lastError = error instanceof Error ? error : new Error(String(error));
      if (!isTransient(error) || attempt === policy.attempts) return { ok: false, error: lastError, attempts: attempt };
      await sleep(backoffDelay(attempt, policy, deps.random));
    }
  }
  return { ok: false, error: lastError, attempts: policy.attempts };
}

const TRANSIENT_NAMES = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'TimeoutError',
  'RequestTimeout',
]);

const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'UND_ERR_SOCKET']);

/** Throttling, timeouts, connection resets and 5xx answers are transient; everything else is not. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof PermanentFailure || !(error instanceof Error)) return false;
  if (error instanceof TransientFailure) return true;
  const e = error as Error & { code?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  if (e.$retryable) return true;
  if (TRANSIENT_NAMES.has(e.name)) return true;
  if (e.code && TRANSIENT_CODES.has(e.code)) return true;
  const status = e.$metadata?.httpStatusCode;
  return status !== undefined && (status >= 500 || status === 429);
}
