import { LEASE_SECONDS, releaseFinanceLease, takeFinanceLease } from '../../data/finance/finance-lease';
import { Conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';

/**
 * The workspace's finance lease around a piece of work (`data/finance-lease.ts` says why there is one). The lease
 * lasts 60 s and is renewed every 20 s while the work runs, so a long import keeps it however long it takes, and
 * a crashed holder still frees the workspace within a minute. If the holder stalls so long that the lease could
 * have expired (renewals failing for longer than the lease), `assertHeld` throws before the next write instead of
 * writing beside a new holder.
 */
export interface HeldLease {
  /** Throws once the lease may have passed to another holder. Call before each write. */
  assertHeld(): void;
}

export class FinanceLeaseLost extends Error {
  constructor() {
    super('The finance lease was lost while writing; the work stopped before its next write');
    this.name = 'FinanceLeaseLost';
  }
}

export const LEASE_RENEW_MS = 20_000;

/** Keeps the lease while `work` runs, then releases it; `waitMs` is how long to wait for another holder first. */
export async function holdFinanceLease<T>(
  workspaceId: string,
  holder: string,
  waitMs: number,
  work: (lease: HeldLease) => Promise<T>,
  renewEveryMs = LEASE_RENEW_MS,
): Promise<T | typeof LEASE_BUSY> {
  const deadline = Date.now() + waitMs;
  for (let delay = 100; !(await takeFinanceLease(workspaceId, holder)); delay = Math.min(delay * 2, 2_000)) {
    if (Date.now() + delay > deadline) return LEASE_BUSY;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  // Renewals are counted from before the take's request, so the lease never outlives what we believe.
  let heldUntil = Date.now() + LEASE_SECONDS * 1000;
  let lost = false;
  const renew = async () => {
    const asked = Date.now();
    try {
      if (await takeFinanceLease(workspaceId, holder)) heldUntil = asked + LEASE_SECONDS * 1000;
      else lost = true;
    } catch (error) {
      logger.warn('Renewing the finance lease failed; retrying at the next renewal', { workspaceId, error });
    }
  };
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renew();
  }, renewEveryMs);
  timer.unref();
  const lease: HeldLease = {
    assertHeld() {
      // A margin of one renewal: the next write must land while the lease certainly still runs.
      if (lost || Date.now() > heldUntil - renewEveryMs) throw new FinanceLeaseLost();
    },
  };
  try {
    return await work(lease);
  } finally {
    clearInterval(timer);
    await renewing;
    // Conditional on the holder: a lease already taken over is left to its new holder.
    await releaseFinanceLease(workspaceId, holder);
  }
}

/** What `holdFinanceLease` answers when another holder kept the lease past the wait. */
export const LEASE_BUSY = Symbol('finance lease busy');

/**
 * Runs a request's `work` as the workspace's one writer of its books. A request does not wait long: if an import
 * holds the lease past a few seconds, it answers 409 and the user tries again.
 */
export async function withFinanceLease<T>(
  workspaceId: string,
  work: (lease: HeldLease) => Promise<T>,
  waitMs = 5_000,
): Promise<T> {
  const result = await holdFinanceLease(workspaceId, `request:${newId()}`, waitMs, work);
  if (result === LEASE_BUSY) {
    throw new Conflict('A statement is being imported into your books; try again in a moment');
  }
  return result;
}
