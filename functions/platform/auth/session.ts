import { createHash, randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { nowEpochSeconds } from '../../data/expiry';
import { deleteSession, getSession, putSession, type SessionRecord, touchSession } from '../../data/sessions';
import { clearHostCookie, hostCookie, readCookie } from '../http/cookies';

export const SESSION_COOKIE = '__Host-sid';
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
/** Sliding the idle expiry on every request would turn every read into a write; once an hour is plenty. */
const TOUCH_INTERVAL_SECONDS = 3600;

export interface SessionIdentity {
  userId: string;
  workspaceId: string;
}

const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** A fresh 256-bit id at every sign-in (never reused), returned as the Set-Cookie value. */
export async function startSession(identity: SessionIdentity, now: Date = new Date()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const at = nowEpochSeconds(now);
  const absoluteExpiresAt = at + SESSION_ABSOLUTE_SECONDS;
  const idleExpiresAt = at + SESSION_IDLE_SECONDS;
  await putSession({
    idHash: hashSessionId(id),
    ...identity,
    createdAt: at,
    lastSeenAt: at,
    absoluteExpiresAt,
    idleExpiresAt,
    expiresAt: Math.min(absoluteExpiresAt, idleExpiresAt),
  });
  return hostCookie(SESSION_COOKIE, id, { maxAgeSeconds: SESSION_ABSOLUTE_SECONDS });
}

export function isSessionLive(session: SessionRecord, now: Date): boolean {
  const at = nowEpochSeconds(now);
  return at < session.absoluteExpiresAt && at < session.idleExpiresAt;
}

export async function resolveSession(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  now: Date = new Date(),
): Promise<SessionIdentity | undefined> {
  const id = readCookie(event, SESSION_COOKIE);
  if (!id) return undefined;
  const idHash = hashSessionId(id);
  const session = await getSession(idHash);
  if (!session || !isSessionLive(session, now)) return undefined;

  const at = nowEpochSeconds(now);
  if (at - session.lastSeenAt >= TOUCH_INTERVAL_SECONDS) {
    const idleExpiresAt = at + SESSION_IDLE_SECONDS;
    await touchSession(idHash, {
      lastSeenAt: at,
      idleExpiresAt,
      expiresAt: Math.min(session.absoluteExpiresAt, idleExpiresAt),
    });
  }
  return { userId: session.userId, workspaceId: session.workspaceId };
}

/** Deletes the session item (so a copied cookie dies too) and returns the cookie that clears the browser's. */
export async function endSession(event: Pick<APIGatewayProxyEventV2, 'cookies'>): Promise<string> {
  const id = readCookie(event, SESSION_COOKIE);
  if (id) await deleteSession(hashSessionId(id));
  return clearHostCookie(SESSION_COOKIE);
}
