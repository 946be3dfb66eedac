import { ulid } from 'ulid';
import { getItems } from '../../data/get-items';
import { deleteUser, putNewUser, toUser, userKey, type UserProfile, type UserRecord } from '../../data/users';
import { deleteWorkspace, putNewWorkspace, toWorkspace, workspaceKey } from '../../data/workspaces';
import type { AuthUser } from '@shared/schemas/user';

/**
 * Creates a user and their personal workspace. Both ids are new, so the puts cannot clash; the caller then
 * claims the unique login (email credential or identity-provider subject) with a conditional write and calls
 * `discardUser` if it lost the race — no transaction needed.
 */
export async function provisionUser(profile: UserProfile, now: Date = new Date()): Promise<UserRecord> {
  const userId = ulid();
  const workspaceId = ulid();
  const at = now.toISOString();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  await putNewWorkspace({
    id: workspaceId,
    name: name ? `${name}'s workspace` : 'My workspace',
    ownerUserId: userId,
    memberUserIds: [userId],
    subscriptionTier: 'starter',
    createdAt: at,
  });
  const user: UserRecord = { id: userId, ...profile, workspaceId, createdAt: at, updatedAt: at };
  await putNewUser(user);
  return user;
}

export async function discardUser(user: UserRecord): Promise<void> {
  await Promise.all([deleteUser(user.id), deleteWorkspace(user.workspaceId)]);
}

/** The public view of a user: never any credential material. */
export async function loadAuthUser(userId: string, workspaceId: string): Promise<AuthUser | undefined> {
  const [userItem, workspaceItem] = await getItems([userKey(userId), workspaceKey(workspaceId)]);
  if (!userItem) return undefined;
  const user = toUser(userItem);
  const workspace = workspaceItem && toWorkspace(workspaceItem);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    subscriptionTier: workspace?.subscriptionTier ?? 'starter',
  };
}
