import { authMessages, type LocalSignInRequest, type LocalSignUpRequest } from '@shared/schemas/auth';
import { localCredentialEntity } from '../data/local-credentials';
import { countRecentSignInFailures, recordSignInFailure } from '../data/sign-in-failures';
import { userEntity } from '../data/users';
import { decoyHash, hashPassword, verifyPassword } from '../platform/auth/password';
import { Conflict, TooManyRequests, Unauthorized } from '../platform/errors';
import { discardUser, provisionUser, type SignedIn, signIn } from './accounts';

const SIGN_IN_WINDOW_MINUTES = 15;
const MAX_FAILED_SIGN_INS = 10;

/**
 * Built-in sign-up: a user, their workspace, then the email claim (the claim's condition makes emails unique), and
 * they are signed in.
 */
export async function signUpLocal(request: LocalSignUpRequest, now: Date = new Date()): Promise<SignedIn> {
  const passwordHash = await hashPassword(request.password);
  const user = await provisionUser(
    { email: request.email, firstName: request.firstName, lastName: request.lastName, profileImageUrl: null },
    now,
  );
  const claimed = await localCredentialEntity.create({
    email: request.email,
    userId: user.id,
    passwordHash,
    createdAt: now.toISOString(),
  });
  if (!claimed) {
    await discardUser(user);
    throw new Conflict(authMessages.emailTaken);
  }
  return signIn(user);
}

/**
 * Built-in sign-in. Unknown email and wrong password answer alike (same message, same scrypt cost), and after
 * `MAX_FAILED_SIGN_INS` failures in the window the email is locked out even for the right password.
 */
export async function signInLocal(request: LocalSignInRequest, now: Date = new Date()): Promise<SignedIn> {
  const failures = await countRecentSignInFailures(request.email, now, SIGN_IN_WINDOW_MINUTES);
  if (failures >= MAX_FAILED_SIGN_INS) {
    throw new TooManyRequests(authMessages.tooManyAttempts, SIGN_IN_WINDOW_MINUTES * 60);
  }
  const credential = await localCredentialEntity.get({ email: request.email });
  const passwordOk = await verifyPassword(request.password, credential?.passwordHash ?? (await decoyHash()));
  const user = credential && passwordOk ? await userEntity.get({ id: credential.userId }) : undefined;
  if (!user) {
    await recordSignInFailure(request.email, now, SIGN_IN_WINDOW_MINUTES);
    throw new Unauthorized(authMessages.invalidCredentials);
  }
  return signIn(user);
}
