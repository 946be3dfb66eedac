import { authMessages, type LocalSignInRequest, type LocalSignUpRequest } from '@shared/schemas/auth';
import { localCredentialEntity } from '../../data/auth/local-credentials';
import {
  type AttemptWindow,
  claimLockoutRecord,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from '../../data/auth/sign-in-attempts';
import { userEntity } from '../../data/auth/users';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/password';
import { Conflict, SignInFailed, TooManyRequests } from '../../platform/errors';
import { recordAccountEvent } from '../audit/account-events';
import { assertPasswordSignInAllowed } from '../sso/password-policy';
import { discardUser, provisionUser, type SignedIn, signIn } from './accounts';

const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins an email may have in a window before it is locked, even for the right password. */
export const MAX_FAILED_SIGN_INS_PER_EMAIL = 10;
/** Failed sign-ins one client address may have in a window, across every email (password spraying). */
const MAX_FAILED_SIGN_INS_PER_ADDRESS = 50;

/**
 * Built-in sign-up: a user, their workspace, then the email claim (the claim's condition makes emails unique), and
 * they are signed in. If the claim is refused or fails, the user and workspace are removed again.
 */
export async function signUpLocal(request: LocalSignUpRequest, now: Date = new Date()): Promise<SignedIn> {
  const passwordHash = await hashPassword(request.password);
  const user = await provisionUser(
    { email: request.email, firstName: request.firstName, lastName: request.lastName, profileImageUrl: null },
    now,
  );
  const claimed = await localCredentialEntity
    .create({ email: request.email, userId: user.id, passwordHash, createdAt: now.toISOString() })
    .catch(async (error: unknown) => {
      // Whatever failed, no user or workspace may outlive a sign-up that did not happen.
      await discardUser(user);
      throw error;
    });
  if (!claimed) {
    await discardUser(user);
    throw new Conflict(authMessages.emailTaken);
  }
  return signIn(user);
}

/**
 * Built-in sign-in. Unknown email and wrong password answer alike (same message, same scrypt cost). Each attempt
 * first takes a slot in its email's and its client address's window (a conditional `ADD`, so a burst of parallel
 * guesses gets no more checks than a patient attacker); a success gives the slots back. When either window is full
 * the answer is 429, even for the right password, and no password is checked; the email's lockout is audited once
 * per window, so a flood of guesses neither queues audit writes nor floods the log. An attempt refused because too
 * many passwords are being checked at once (429) keeps its slots: giving them back would let a burst reach the check.
 */
export async function signInLocal(
  request: LocalSignInRequest,
  clientAddress: string,
  now: Date = new Date(),
): Promise<SignedIn> {
  const windows = attemptWindows(request.email, clientAddress, now);
  const [email, address] = windows;
  if (!(await reserveSignInAttempt(email, MAX_FAILED_SIGN_INS_PER_EMAIL))) {
    throw await lockedOut(email, request.email, now);
  }
  if (!(await reserveSignInAttempt(address, MAX_FAILED_SIGN_INS_PER_ADDRESS))) {
    await releaseSignInAttempt(email);
    throw tooManyAttempts(address, now);
  }

  const credential = await localCredentialEntity.get({ email: request.email });
  const passwordOk = await verifyPassword(request.password, credential?.passwordHash ?? (await decoyHash()));
  const user = credential && passwordOk ? await userEntity.get({ id: credential.userId }) : undefined;
  if (!user) {
    if (credential) await recordAccountEvent(credential.userId, 'auth.sign_in_failed');
    throw new SignInFailed(authMessages.invalidCredentials);
  }
  await Promise.all(windows.map(releaseSignInAttempt));
  await assertPasswordSignInAllowed(user);
  const signedIn = await signIn(user);
  await recordAccountEvent(user.id, 'auth.signed_in');
  return signedIn;
}

/**
 * The answer to an attempt on an email whose window is full (a sign-in, or a change of password guessing the current
 * one): 429, with the lockout audited once per window.
 */
export async function lockedOut(window: AttemptWindow, email: string, now: Date): Promise<TooManyRequests> {
  if (await claimLockoutRecord(window)) await recordForEmail(email, 'auth.locked_out');
  return tooManyAttempts(window, now);
}

/** An account event for the account of an email, if there is one (an unknown email has no workspace to record in). */
async function recordForEmail(email: string, action: string): Promise<void> {
  const credential = await localCredentialEntity.get({ email });
  if (credential) await recordAccountEvent(credential.userId, action);
}

export function attemptWindows(email: string, clientAddress: string, now: Date): [AttemptWindow, AttemptWindow] {
  const epochSeconds = Math.floor(now.getTime() / 1000);
  const startsAt = epochSeconds - (epochSeconds % SIGN_IN_WINDOW_SECONDS);
  const window = { startsAt, lengthSeconds: SIGN_IN_WINDOW_SECONDS };
  return [
    { subject: `email:${email}`, ...window },
    { subject: `address:${clientAddress}`, ...window },
  ];
}

/** Retry-After: until the window ends (at most the 15 minutes the message names). */
function tooManyAttempts(window: AttemptWindow, now: Date): TooManyRequests {
  const secondsLeft = window.startsAt + window.lengthSeconds - Math.floor(now.getTime() / 1000);
  return new TooManyRequests(authMessages.tooManyAttempts, Math.max(1, secondsLeft));
}
