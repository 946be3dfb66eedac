import { describe, expect, it } from 'vitest';
import { newOAuthState, oauthStateCookie, readOAuthState } from './oauth-state-cookie';

const cookieValue = (setCookie: string) => decodeURIComponent(setCookie.split(';')[0]!.split('=')[1]!);

describe('OAuth state cookie', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const state = newOAuthState(now);
  const value = cookieValue(oauthStateCookie(state, 'secret-1'));

  it('round-trips state, nonce and verifier under the right secret', () => {
    expect(readOAuthState(value, 'secret-1', now)).toEqual(state);
  });
  it('is rejected under another secret or when tampered with', () => {
    expect(readOAuthState(value, 'secret-2', now)).toBeUndefined();
    const [payload, sig] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ ...state, state: 'attacker' })).toString('base64url');
    expect(readOAuthState(`${forged}.${sig}`, 'secret-1', now)).toBeUndefined();
    expect(readOAuthState(payload, 'secret-1', now)).toBeUndefined();
  });
  it('expires after ten minutes', () => {
    expect(readOAuthState(value, 'secret-1', new Date(now.getTime() + 601_000))).toBeUndefined();
  });
  it('is a __Host- cookie: Secure, HttpOnly, Path=/', () => {
    expect(oauthStateCookie(state, 's')).toMatch(
      /^__Host-oauth=.*; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
  });
});
