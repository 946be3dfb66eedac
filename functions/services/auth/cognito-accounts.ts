import { externalIdentityEntity } from '../../data/auth/external-identities';
import { type UserProfile, type UserRecord, userEntity } from '../../data/auth/users';
import { exchangeCode, type IdTokenClaims } from '../../platform/auth/cognito';
import type { OAuthState } from '../../platform/auth/oauth-state-cookie';
import { recordAccountEvent } from '../audit/account-events';
import { assertPasswordSignInAllowed } from '../sso/password-policy';
import { discardUser, forgetAuthUser, provisionUser, type SignedIn, signIn } from './accounts';

const profileFrom = (claims: IdTokenClaims): UserProfile => ({
  email: claims.email?.trim().toLowerCase() ?? null,
  firstName: claims.given_name ?? null,
  lastName: claims.family_name ?? null,
  profileImageUrl: claims.picture ?? null,
});

/** Finishes Cognito sign-in: exchanges the authorization code (PKCE) and signs the user in, created at first sight. */
export async function signInWithCognito(code: string, state: OAuthState): Promise<SignedIn> {
  const user = await upsertCognitoUser(await exchangeCode(code, state));
  await assertPasswordSignInAllowed(user);
  const signedIn = await signIn(user);
  await recordAccountEvent(user.id, 'auth.signed_in', { method: 'cognito' });
  return signedIn;
}

/**
 * Finds or creates the user behind a Cognito subject and refreshes their profile from the token. Two first
 * sign-ins racing each other both provision; the identity's conditional write picks one and the other is undone.
 */
async function upsertCognitoUser(claims: IdTokenClaims, now: Date = new Date()): Promise<UserRecord> {
  const profile = profileFrom(claims);
  const identity = { provider: 'cognito', subject: claims.sub } as const;
  const existing = await externalIdentityEntity.get(identity);
  if (existing && (await userEntity.get({ id: existing.userId }))) return refreshProfile(existing.userId, profile, now);

  const user = await provisionUser(profile, now);
  const linked = await externalIdentityEntity.create({
    ...identity,
    userId: user.id,
    createdAt: now.toISOString(),
  });
  if (linked) return user;
  await discardUser(user);
  const winner = await externalIdentityEntity.get(identity, { consistent: true });
  return refreshProfile(winner!.userId, profile, now);
}

async function refreshProfile(userId: string, profile: UserProfile, now: Date): Promise<UserRecord> {
  const updated = await userEntity.update({ id: userId }, { ...profile, updatedAt: now.toISOString() });
  if (!updated) throw new Error(`User ${userId} of a linked identity does not exist`);
  forgetAuthUser(userId);
  return updated;
}
