import { accountMessages, type ChangePasswordRequest, type UpdateAccountRequest } from '@shared/schemas/account';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { localCredentialEntity } from '../../data/auth/local-credentials';
import { releaseSignInAttempt, reserveSignInAttempt } from '../../data/auth/sign-in-attempts';
import { userEntity } from '../../data/auth/users';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { endSessionsOf } from '../../platform/auth/session';
import { Conflict, Unauthorized, ValidationFailed } from '../../platform/errors';
import { forgetAuthUser } from './accounts';
import { attemptWindows, lockedOut, MAX_FAILED_SIGN_INS_PER_EMAIL } from './local-accounts';

/** Settings → Account: a new name or picture, shown everywhere from the next read. */
export async function updateAccount(userId: string, changes: UpdateAccountRequest, now = new Date()): Promise<void> {
  const updated = await userEntity.update({ id: userId }, { ...changes, updatedAt: now.toISOString() });
  if (!updated) throw new Unauthorized();
  forgetAuthUser(userId);
}

/**
 * Changes a built-in account's password. The current one must be given and right (a wrong one is a 400 that changes
 * nothing, and counts as a failed sign-in of the email, so a stolen session cannot guess its way to the password, and
 * the lockout it reaches is audited as a sign-in's is); every other session of the person ends, this one stays.
 */
export async function changePassword(
  userId: string,
  request: ChangePasswordRequest,
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  clientAddress: string,
  now = new Date(),
): Promise<void> {
  const user = await userEntity.get({ id: userId });
  if (!user) throw new Unauthorized();
  const credential = user.email ? await localCredentialEntity.get({ email: user.email }) : undefined;
  if (!credential || credential.userId !== userId) throw new Conflict(accountMessages.managedElsewhere);

  const [emailWindow] = attemptWindows(credential.email, clientAddress, now);
  if (!(await reserveSignInAttempt(emailWindow, MAX_FAILED_SIGN_INS_PER_EMAIL))) {
    throw await lockedOut(emailWindow, credential.email, now);
  }
  if (!(await verifyPassword(request.currentPassword, credential.passwordHash))) {
    throw new ValidationFailed(accountMessages.wrongCurrentPassword, [
      { path: 'currentPassword', message: accountMessages.wrongCurrentPassword },
    ]);
  }
  await releaseSignInAttempt(emailWindow);
  if (request.newPassword === request.currentPassword) {
    throw new ValidationFailed(accountMessages.samePassword, [
      { path: 'newPassword', message: accountMessages.samePassword },
    ]);
  }
  const passwordHash = await hashPassword(request.newPassword);
  // Only if the credential is still the one checked: two changes at once cannot both win on a stale password.
  const changed = await localCredentialEntity.update(
    { email: credential.email },
    { passwordHash },
    { if: { passwordHash: credential.passwordHash } },
  );
  if (!changed) throw new Conflict('The password was changed meanwhile; sign in again with the new one');
  await endSessionsOf(userId, event);
}

/** 'Sign out everywhere': every session of the person ends, this one included. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await endSessionsOf(userId);
}
