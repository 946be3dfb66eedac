import { getExternalIdentity, putNewExternalIdentity } from '../../data/external-identities';
import { getUser, type UserProfile, type UserRecord, updateUserProfile } from '../../data/users';
import { discardUser, forgetAuthUser, provisionUser } from './accounts';
import type { IdTokenClaims } from './cognito';

const profileFrom = (claims: IdTokenClaims): UserProfile => ({
  email: claims.email?.trim().toLowerCase() ?? null,
  firstName: claims.given_name ?? null,
  lastName: claims.family_name ?? null,
  profileImageUrl: claims.picture ?? null,
});

/**
 * Finds or creates the user behind a Cognito subject and refreshes their profile from the token. Two first
 * sign-ins racing each other both provision; the identity's conditional write picks one and the other is undone.
 */
export async function upsertCognitoUser(claims: IdTokenClaims, now: Date = new Date()): Promise<UserRecord> {
  const profile = profileFrom(claims);
  const existing = await getExternalIdentity('cognito', claims.sub);
  if (existing && (await getUser(existing.userId))) return refreshProfile(existing.userId, profile, now);

  const user = await provisionUser(profile, now);
  const linked = await putNewExternalIdentity({
    provider: 'cognito',
    subject: claims.sub,
    userId: user.id,
    createdAt: now.toISOString(),
  });
  if (linked) return user;
  await discardUser(user);
  const winner = await getExternalIdentity('cognito', claims.sub);
  return refreshProfile(winner!.userId, profile, now);
}

async function refreshProfile(userId: string, profile: UserProfile, now: Date): Promise<UserRecord> {
  const updated = await updateUserProfile(userId, profile, now);
  forgetAuthUser(userId);
  return updated;
}
