import * as z from '@shared/zod';
import { countBelow } from '../../platform/dynamodb/counter-conditions';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * Sign-in attempts per subject (an email, or a client address) in fixed windows. An attempt takes its slot with a
 * conditional `ADD` *before* the password is checked, so parallel guesses cannot all pass a count read earlier;
 * a successful sign-in gives its slot back, so only failures (and attempts still being checked) stay counted.
 * `lockoutRecorded` marks the window whose lockout is already in the audit log (absent: not yet).
 */
const signInAttemptsEntity = defineEntity({
  type: 'SignInAttempts',
  schema: z.object({ attempts: z.number(), expiresAt: z.number(), lockoutRecorded: z.optional(z.boolean()) }),
  partitionKey: 'SIGNIN#{subject}',
  sortKey: 'WINDOW#{window}',
  expires: true,
});

export interface AttemptWindow {
  /** `email:<address>` or `address:<ip>`. */
  subject: string;
  /** Epoch seconds at which the window starts. */
  startsAt: number;
  lengthSeconds: number;
}

const keyOf = ({ subject, startsAt }: AttemptWindow) => ({ subject, window: String(startsAt).padStart(12, '0') });

/** Takes one of the window's `limit` slots; `false` when they are all taken. */
export async function reserveSignInAttempt(window: AttemptWindow, limit: number): Promise<boolean> {
  const reserved = await signInAttemptsEntity.update(
    keyOf(window),
    // Kept one window past its end, so TTL deletion lag never revives a count.
    { expiresAt: window.startsAt + 2 * window.lengthSeconds },
    { add: { attempts: 1 }, upsert: true, condition: countBelow('attempts', limit) },
  );
  return reserved !== undefined;
}

/** Gives a slot back (the attempt succeeded, or another limit refused it before the password was checked). */
export async function releaseSignInAttempt(window: AttemptWindow): Promise<void> {
  await signInAttemptsEntity.update(keyOf(window), {}, { add: { attempts: -1 } });
}

/**
 * `true` for exactly one caller per window: the lockout is recorded once, whichever container refuses first, however
 * many guesses follow (each would otherwise write an audit entry into every workspace of the account).
 */
export async function claimLockoutRecord(window: AttemptWindow): Promise<boolean> {
  const claimed = await signInAttemptsEntity.update(
    keyOf(window),
    { lockoutRecorded: true },
    {
      condition: {
        expression: 'attribute_not_exists(#recorded)',
        names: { '#recorded': 'lockoutRecorded' },
        values: {},
      },
    },
  );
  return claimed !== undefined;
}
