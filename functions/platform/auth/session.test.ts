import { describe, expect, it } from 'vitest';
import { isSessionLive, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, type SessionRecord } from './session';

const start = Date.parse('2026-11-01T00:00:00Z') / 1000;
const session = (lastSeenAt: number): SessionRecord => ({
  idHash: 'h',
  userId: 'u',
  workspaceId: 'w',
  createdAt: start,
  lastSeenAt,
  absoluteExpiresAt: start + SESSION_ABSOLUTE_SECONDS,
  idleExpiresAt: lastSeenAt + SESSION_IDLE_SECONDS,
  expiresAt: Math.min(start + SESSION_ABSOLUTE_SECONDS, lastSeenAt + SESSION_IDLE_SECONDS),
});
const at = (seconds: number) => new Date(seconds * 1000);

describe('session expiry', () => {
  it('ends after 7 idle days', () => {
    expect(isSessionLive(session(start), at(start + SESSION_IDLE_SECONDS - 1))).toBe(true);
    expect(isSessionLive(session(start), at(start + SESSION_IDLE_SECONDS))).toBe(false);
  });
  it('ends after 30 days however active the user is', () => {
    const recentlyActive = session(start + SESSION_ABSOLUTE_SECONDS - 60);
    expect(isSessionLive(recentlyActive, at(start + SESSION_ABSOLUTE_SECONDS - 1))).toBe(true);
    expect(isSessionLive(recentlyActive, at(start + SESSION_ABSOLUTE_SECONDS))).toBe(false);
  });
});
