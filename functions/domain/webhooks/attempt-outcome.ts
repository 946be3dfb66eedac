/**
 * What one delivery attempt's result means for the delivery and its endpoint (issue 32): a 2xx is delivered; a 410
 * switches the endpoint off at once; anything else is retried after the next wait of the schedule until the waits run
 * out; and an endpoint that has failed every attempt for `disableAfterMs` (3 days) is switched off, its creator told.
 */
export interface AttemptFacts {
  /** The receiver's status code; null when there was no answer. */
  statusCode: number | null;
  /** Attempts made in this round, this one included (a redelivery starts a new round). */
  roundAttempts: number;
  /** When the endpoint began failing every attempt (before this one); null if its last attempt succeeded. */
  failingSince: string | null;
  now: Date;
  /** The waits before each retry, in seconds. */
  retryDelaysSeconds: readonly number[];
  disableAfterMs?: number;
}

export type EndpointChange = 'none' | 'answering' | 'failing' | 'disable-gone' | 'disable-failing';

export interface AttemptOutcome {
  status: 'succeeded' | 'failed' | 'pending';
  /** When the next attempt is due, if any. */
  nextAttemptAt: Date | null;
  endpoint: EndpointChange;
}

export const FAILING_ENDPOINT_DISABLE_MS = 3 * 24 * 3600 * 1000;

export const isSuccess = (statusCode: number | null) => statusCode !== null && statusCode >= 200 && statusCode < 300;

export function attemptOutcome(facts: AttemptFacts): AttemptOutcome {
  const { statusCode, roundAttempts, failingSince, now, retryDelaysSeconds } = facts;
  if (isSuccess(statusCode)) return { status: 'succeeded', nextAttemptAt: null, endpoint: 'answering' };
  if (statusCode === 410) return { status: 'failed', nextAttemptAt: null, endpoint: 'disable-gone' };
  const disableAfter = facts.disableAfterMs ?? FAILING_ENDPOINT_DISABLE_MS;
  if (failingSince && now.getTime() - Date.parse(failingSince) >= disableAfter) {
    return { status: 'failed', nextAttemptAt: null, endpoint: 'disable-failing' };
  }
  const wait = retryDelaysSeconds[roundAttempts - 1];
  const endpoint: EndpointChange = failingSince ? 'none' : 'failing';
  if (wait === undefined) return { status: 'failed', nextAttemptAt: null, endpoint };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + wait * 1000), endpoint };
}
