import { routeById } from '@shared/api/routes';
import type { AuthUser } from '@shared/schemas/user';
import { readJson, throwIfResNotOk } from './api-client';

export const AUTH_USER_URL = routeById('getAuthUser').path;
export const SIGN_IN_URL = routeById('login').path;
export const SIGN_OUT_URL = routeById('logout').path;

/** The signed-in user, or null when signed out: 401 is an answer here, not an error (no redirect, no toast). */
export async function getAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const init: RequestInit = { credentials: 'include' };
  if (signal) init.signal = signal;
  const res = await fetch(AUTH_USER_URL, init);
  if (res.status === 401) {
    // Read the body: an unread response stays open in the browser (the page never reaches network idle).
    await res.text();
    return null;
  }
  await throwIfResNotOk(res);
  return readJson<AuthUser>(res);
}
