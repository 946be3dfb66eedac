import { createHash, randomBytes } from 'node:crypto';
import { SESSION_HINT_COOKIE } from '@shared/security/session-hint';
import * as z from '@shared/zod';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';
import { defineEntity, defineLookupEntity } from '../dynamodb/entity';
import { nowEpochSeconds } from '../dynamodb/expiry';
import { clearHostCookie, hostCookie, readCookie } from '../http/cookies';
import { perContext } from '../runtime-context';

const SESSION_COOKIE = '__Host-sid';
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
/** Sliding the idle expiry on every request would turn every read into a write; once an hour is plenty. */
const TOUCH_INTERVAL_SECONDS = 3600;

export interface SessionIdentity {
  userId: string;
  workspaceId: string;
}

const epochSeconds = z.number().check(z.int());

const sessionRecordSchema = z.object({
  /** SHA-256 of the cookie value: a leaked table never yields a usable session id. */
  idHash: z.string(),
  userId: z.string(),
  workspaceId: z.string(),
  createdAt: epochSeconds,
  lastSeenAt: epochSeconds,
  absoluteExpiresAt: epochSeconds,
  idleExpiresAt: epochSeconds,
  /** TTL attribute: the earlier of the two expiries. */
  expiresAt: epochSeconds,
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

/**
 * The session store, part of the handler kit (it authenticates every request): `SESSION#<sha256(id)>` / `SESSION`
 * in the app's table. Not a business item, so it lives here rather than in `data/`.
 */
const sessionEntity = defineLookupEntity('Session', sessionRecordSchema, 'SESSION#{idHash}', { expires: true });

/**
 * A twin of each session under its person, `USER#<userId>` / `SESSION#<idHash>`, so that all of one person's sessions
 * can be ended at once (a password change, 'Sign out everywhere'). It expires with the session it points at.
 * Sessions started before twins existed have none; they still end at their own expiry (30 days at most).
 */
const sessionTwinEntity = defineEntity({
  type: 'SessionTwin',
  schema: z.object({ userId: z.string(), idHash: z.string(), expiresAt: epochSeconds }),
  partitionKey: 'USER#{userId}',
  sortKey: 'SESSION#{idHash}',
  expires: true,
});

const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * Sessions this process read lately (`SESSION_CACHE_SECONDS`; off unless every sign-out runs in this process), by id
 * hash, with when they were read, and the ones it ended (`session: undefined`, kept: an id is never used again).
 * Expiry is checked on every request against the record itself. The ended mark makes a logout take effect here at
 * once, even over a read of the session that started before it and finishes after.
 */
const recentSessions = perContext(() => new Map<string, { session: SessionRecord | undefined; readAt: number }>());
const MAX_RECENT_SESSIONS = 10_000;
/**
 * The read of a session under way, by id hash: the requests that find its trust lapsed together (a page's requests,
 * a burst) share one read instead of each making its own. Each still passes the result through `remember`, so a
 * logout while the read is under way ends the session for all of them.
 */
const sessionReads = perContext(() => new Map<string, Promise<SessionRecord | undefined>>());

async function readSession(idHash: string, now: Date): Promise<SessionRecord | undefined> {
  const trustMs = config().SESSION_CACHE_SECONDS * 1000;
  if (trustMs === 0) return sessionEntity.get({ idHash });
  const held = recentSessions().get(idHash);
  if (held && (held.session === undefined || now.getTime() - held.readAt < trustMs)) return held.session;
  const reads = sessionReads();
  let read = reads.get(idHash);
  if (!read) {
    read = sessionEntity.get({ idHash }).finally(() => reads.delete(idHash));
    reads.set(idHash, read);
  }
  return remember(idHash, await read, now);
}

/** Keeps what was read of a session and answers it, unless this process ended the session meanwhile. */
function remember(idHash: string, session: SessionRecord | undefined, now: Date): SessionRecord | undefined {
  if (config().SESSION_CACHE_SECONDS === 0) return session;
  const recent = recentSessions();
  const held = recent.get(idHash);
  if (held && held.session === undefined) return undefined;
  if (!session) {
    recent.delete(idHash);
    return undefined;
  }
  if (recent.size >= MAX_RECENT_SESSIONS) recent.clear();
  recent.set(idHash, { session, readAt: now.getTime() });
  return session;
}

/**
 * A fresh 256-bit id at every sign-in (never reused). Answers the Set-Cookie values: the session, and the session
 * hint the web's first paint reads (`shared/security/session-hint.ts`), with the same lifetime.
 */
export async function startSession(
  identity: SessionIdentity,
  now: Date = new Date(),
  /** Shorter than the default 30 days: a single sign-on session ends when the workspace's owner says. */
  lifetimeSeconds: number = SESSION_ABSOLUTE_SECONDS,
): Promise<string[]> {
  const id = randomBytes(32).toString('base64url');
  const at = nowEpochSeconds(now);
  const absoluteExpiresAt = at + Math.min(lifetimeSeconds, SESSION_ABSOLUTE_SECONDS);
  const idleExpiresAt = at + SESSION_IDLE_SECONDS;
  const idHash = hashSessionId(id);
  // The twin first: a session without one could not be ended by 'Sign out everywhere'.
  await sessionTwinEntity.put({ userId: identity.userId, idHash, expiresAt: absoluteExpiresAt });
  await sessionEntity.create({
    idHash,
    ...identity,
    createdAt: at,
    lastSeenAt: at,
    absoluteExpiresAt,
    idleExpiresAt,
    expiresAt: Math.min(absoluteExpiresAt, idleExpiresAt),
  });
  const maxAgeSeconds = absoluteExpiresAt - at;
  return [
    hostCookie(SESSION_COOKIE, id, { maxAgeSeconds }),
    hostCookie(SESSION_HINT_COOKIE, '1', { maxAgeSeconds, httpOnly: false }),
  ];
}

export function isSessionLive(session: SessionRecord, now: Date): boolean {
  const at = nowEpochSeconds(now);
  return at < session.absoluteExpiresAt && at < session.idleExpiresAt;
}

/**
 * Whether the request carries something shaped like a session id (256 bits, base64url), without asking the table:
 * the local runtime refuses requests to session routes that do not before it reads their bodies.
 */
export function carriesSessionCookie(event: Pick<APIGatewayProxyEventV2, 'cookies'>): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(readCookie(event, SESSION_COOKIE) ?? '');
}

export async function resolveSession(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  now: Date = new Date(),
): Promise<SessionIdentity | undefined> {
  const id = readCookie(event, SESSION_COOKIE);
  if (!id) return undefined;
  const idHash = hashSessionId(id);
  const session = await readSession(idHash, now);
  if (!session || !isSessionLive(session, now)) return undefined;

  const at = nowEpochSeconds(now);
  if (at - session.lastSeenAt >= TOUCH_INTERVAL_SECONDS) {
    const idleExpiresAt = at + SESSION_IDLE_SECONDS;
    // Conditional on the session existing, so one deleted by a concurrent logout is never brought back.
    const touched = await sessionEntity.update(
      { idHash },
      { lastSeenAt: at, idleExpiresAt, expiresAt: Math.min(session.absoluteExpiresAt, idleExpiresAt) },
    );
    if (!remember(idHash, touched, now)) return undefined;
  }
  return { userId: session.userId, workspaceId: session.workspaceId };
}

/** Deletes the session item (so a copied cookie dies too) and returns the cookies that clear the browser's. */
export async function endSession(event: Pick<APIGatewayProxyEventV2, 'cookies'>): Promise<string[]> {
  const id = readCookie(event, SESSION_COOKIE);
  if (id) {
    const idHash = hashSessionId(id);
    if (config().SESSION_CACHE_SECONDS > 0) recentSessions().set(idHash, { session: undefined, readAt: Date.now() });
    await sessionEntity.delete({ idHash });
  }
  return [clearHostCookie(SESSION_COOKIE), clearHostCookie(SESSION_HINT_COOKIE, { httpOnly: false })];
}

/**
 * Moves the request's session to another workspace (switching workspaces, accepting an invitation, leaving one the
 * person was removed from). The caller has checked the person is a member there. `false` when the session ended
 * meanwhile. The same cookie stays: only what it points at changes.
 */
export async function moveSession(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  workspaceId: string,
): Promise<boolean> {
  const id = readCookie(event, SESSION_COOKIE);
  if (!id) return false;
  const idHash = hashSessionId(id);
  recentSessions().delete(idHash);
  const moved = await sessionEntity.update({ idHash }, { workspaceId });
  return moved !== undefined;
}

/**
 * Ends every session of a person but the request's own (`keep`, a password change) or all of them. Each is gone from
 * the table at once, and from this process's memory of recent sessions; another container that trusts its memory
 * (`SESSION_CACHE_SECONDS`, off by default) may serve one for at most that long.
 */
export async function endSessionsOf(userId: string, keep?: Pick<APIGatewayProxyEventV2, 'cookies'>): Promise<number> {
  const kept = keep && readCookie(keep, SESSION_COOKIE);
  const keptHash = kept ? hashSessionId(kept) : undefined;
  const twins = await sessionTwinEntity.queryAll({ userId });
  const ending = twins.filter((twin) => twin.idHash !== keptHash);
  return endSessions(userId, ending);
}

/** Ends these sessions of the person: gone from the table and from this process's memory of recent sessions. */
async function endSessions(userId: string, ending: readonly { idHash: string }[]): Promise<number> {
  const recent = recentSessions();
  await Promise.all(
    ending.map(async ({ idHash }) => {
      if (config().SESSION_CACHE_SECONDS > 0) recent.set(idHash, { session: undefined, readAt: Date.now() });
      await sessionEntity.delete({ idHash });
      await sessionTwinEntity.delete({ userId, idHash });
    }),
  );
  return ending.length;
}

/**
 * Ends the person's sessions that point at `workspaceId` (the workspace is being deleted); their sessions in other
 * workspaces stay. How many ended.
 */
export async function endSessionsIn(userId: string, workspaceId: string): Promise<number> {
  const twins = await sessionTwinEntity.queryAll({ userId });
  const sessions = await sessionEntity.getMany(twins.map(({ idHash }) => ({ idHash })));
  const ending = twins.filter((_, i) => sessions[i]?.workspaceId === workspaceId);
  return endSessions(userId, ending);
}
