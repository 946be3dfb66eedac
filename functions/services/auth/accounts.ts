import { permissionsOf } from '@shared/access/roles';
import type { AuthUser } from '@shared/schemas/user';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type UserProfile, type UserRecord, userEntity } from '../../data/auth/users';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { INITIAL_PLAN_STATE } from '../../domain/billing/subscription-state';
import { memberEntity, membershipEntity, putMember, resolveMember } from '../../platform/auth/members';
import { moveSession, type SessionIdentity, startSession } from '../../platform/auth/session';
import { getItems } from '../../platform/dynamodb/entity';
import { newId } from '../../platform/ids';
import { perContext } from '../../platform/runtime-context';
import { planRecordOf } from '../billing/plan-record';

/** A completed sign-in: the user as the app shows them, and the cookie of their new session. */
export interface SignedIn {
  user: AuthUser;
  /** The Set-Cookie values: the session and its hint. */
  sessionCookies: string[];
}

/**
 * Creates a user and their personal workspace. Both ids are new, so the puts cannot clash; the caller then claims
 * the unique login (email credential or identity-provider subject) with a conditional write and calls `discardUser`
 * if it lost the race — no transaction needed.
 */
export async function provisionUser(profile: UserProfile, now = new Date()): Promise<UserRecord> {
  const userId = newId();
  const workspaceId = await createPersonalWorkspace(userId, profile, now);
  const at = now.toISOString();
  const user: UserRecord = { id: userId, ...profile, workspaceId, createdAt: at, updatedAt: at };
  await Promise.all([
    userEntity.create(user),
    putMember(workspaceId, { userId, role: 'owner', employeeId: null, joinedAt: at }),
  ]).catch(async (error: unknown) => {
    await discardUser(user);
    throw error;
  });
  return user;
}

/** A new workspace on the starting plan, owned by the person and named after them; its id. */
export async function createPersonalWorkspace(
  userId: string,
  profile: Pick<UserProfile, 'firstName' | 'lastName'>,
  now: Date,
): Promise<string> {
  const workspaceId = newId();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  await workspaceEntity.create({
    workspaceId,
    id: workspaceId,
    name: name ? `${name}'s workspace` : 'My workspace',
    ownerUserId: userId,
    memberUserIds: [userId],
    createdAt: now.toISOString(),
    ...planRecordOf(INITIAL_PLAN_STATE),
    planVersion: 0,
    timeZone: null,
    aiEnabled: true,
    kpiMonthRollups: true,
    kpiStamp: null,
    // Counted from the start: a new workspace has no tasks, so it needs no backfill.
    taskCounts: { pending: 0, in_progress: 0, completed: 0 },
  });
  return workspaceId;
}

/**
 * The user with a workspace to sign in to: their own, or, when it was deleted, a fresh one made as sign-up makes it
 * (they keep their account; the other workspaces they belong to stay a switch away). Writes the workspace, its owner,
 * then points the user at it only if the user still points at the deleted one (two sign-ins at once make one home).
 */
async function withHomeWorkspace(user: UserRecord, now = new Date()): Promise<UserRecord> {
  if (await workspaceEntity.get({ workspaceId: user.workspaceId }, { consistent: true })) return user;
  const workspaceId = await createPersonalWorkspace(user.id, user, now);
  const at = now.toISOString();
  await putMember(workspaceId, { userId: user.id, role: 'owner', employeeId: null, joinedAt: at });
  const moved = await userEntity.update(
    { id: user.id },
    { workspaceId, updatedAt: at },
    { if: { workspaceId: user.workspaceId } },
  );
  if (moved) return moved;
  // Another sign-in made the home first: this one's workspace goes, and the user is read as that one left them.
  await discardWorkspace(user.id, workspaceId);
  const current = await userEntity.get({ id: user.id }, { consistent: true });
  if (!current) throw new Error(`User ${user.id} vanished while signing in`);
  return current;
}

async function discardWorkspace(userId: string, workspaceId: string): Promise<void> {
  await Promise.all([
    workspaceEntity.delete({ workspaceId }),
    memberEntity.delete({ workspaceId, userId }),
    membershipEntity.delete({ userId, workspaceId }),
  ]);
}

export async function discardUser(user: UserRecord): Promise<void> {
  await Promise.all([userEntity.delete(user), discardWorkspace(user.id, user.workspaceId)]);
}

/**
 * The signed-in user's public view, remembered per container for a few seconds. Every page load asks for it, and
 * on the embedded engine the two reads behind it were most of the request; the session itself is still checked
 * on every request, so sign-out takes effect at once. Writes in this container forget the entry at once; another
 * Lambda container may show an old name or plan for up to `AUTH_USER_TTL_MS`.
 *
 * Requests that miss together share one read: when the entry expired under load, every request in flight read
 * the same two items at once (20 at a time in the load bench, a 30-50 ms stall every 5 s).
 */
const AUTH_USER_TTL_MS = 5_000;
type AuthUserEntry = { view: Promise<AuthUser | undefined>; expiresAt: number };
const authUserCache = perContext(() => new Map<string, AuthUserEntry>());
const cacheKey = (userId: string, workspaceId: string) => `${userId}/${workspaceId}`;

/** Forgets the user's view in every workspace (a new name, plan or role). */
export function forgetAuthUser(userId: string): void {
  const cache = authUserCache();
  for (const key of cache.keys()) if (key.startsWith(`${userId}/`)) cache.delete(key);
}

/**
 * The public view of a user in a workspace: never any credential material. `undefined` when the user is gone or is
 * no longer a member of the workspace.
 */
export function loadAuthUser(userId: string, workspaceId: string): Promise<AuthUser | undefined> {
  const cache = authUserCache();
  const key = cacheKey(userId, workspaceId);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.view;

  // Until the read settles the entry serves everyone who asks; a forget meanwhile removes it, so the next request
  // reads again rather than keeping a view from before the write.
  const entry: AuthUserEntry = { view: readAuthUser(userId, workspaceId), expiresAt: Number.POSITIVE_INFINITY };
  if (cache.size >= 10_000) cache.clear();
  cache.set(key, entry);
  const settle = (view: AuthUser | undefined) => {
    if (cache.get(key) !== entry) return;
    if (view) entry.expiresAt = Date.now() + AUTH_USER_TTL_MS;
    else cache.delete(key);
  };
  entry.view.then(settle, () => settle(undefined));
  return entry.view;
}

async function readAuthUser(userId: string, workspaceId: string): Promise<AuthUser | undefined> {
  const [[userItem, workspaceItem], member] = await Promise.all([
    getItems([userEntity.keyOf({ id: userId }), workspaceEntity.keyOf({ workspaceId })]),
    resolveMember(workspaceId, userId),
  ]);
  const user = userEntity.fromItem(userItem);
  const workspace = workspaceEntity.fromItem(workspaceItem);
  if (!user || !workspace || !member) return undefined;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    subscriptionTier: workspace.subscriptionTier,
    workspaceId,
    workspaceName: workspace.name,
    role: member.role,
    employeeId: member.employeeId,
    permissions: permissionsOf(member.role),
    aiEnabled: workspace.aiEnabled,
  };
}

/**
 * The signed-in user in their session's workspace. Someone removed from that workspace (or whose workspace was
 * deleted) is moved back to their own (which they own, so cannot be removed from; made afresh if it was deleted) and
 * answered there; `undefined` when the user is gone.
 */
export async function authUserOfSession(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  session: SessionIdentity,
): Promise<AuthUser | undefined> {
  const view = await loadAuthUser(session.userId, session.workspaceId);
  if (view) return view;
  const found = await userEntity.get({ id: session.userId });
  if (!found) return undefined;
  const user = await withHomeWorkspace(found);
  if (user.workspaceId === session.workspaceId) return undefined;
  if (!(await moveSession(event, user.workspaceId))) return undefined;
  return loadAuthUser(user.id, user.workspaceId);
}

/**
 * Starts a session for the user (a fresh id at every sign-in), in their own workspace unless `into` names another they
 * belong to (single sign-on lands in the workspace whose provider signed them in, for that workspace's hours).
 */
export async function signIn(
  signingIn: UserRecord,
  into?: { workspaceId: string; lifetimeSeconds: number },
): Promise<SignedIn> {
  const user = await withHomeWorkspace(signingIn);
  const workspaceId = into?.workspaceId ?? user.workspaceId;
  const sessionCookies = await startSession({ userId: user.id, workspaceId }, new Date(), into?.lifetimeSeconds);
  const view = await loadAuthUser(user.id, workspaceId);
  if (!view) throw new Error(`User ${user.id} vanished while signing in`);
  return { user: view, sessionCookies };
}
