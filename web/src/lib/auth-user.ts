import { readJson, throwIfResNotOk } from './api-client';
import { type RouteResponse, routeEntry } from './api-route';
import { checkResponseInDev } from './check-response';

export const AUTH_USER_URL = routeEntry('getAuthUser').path;
export const SIGN_IN_URL = routeEntry('login').path;
export const SIGN_OUT_URL = routeEntry('logout').path;

type AuthUser = RouteResponse<'getAuthUser'>;

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
  const user = await readJson<AuthUser>(res);
  await checkResponseInDev('getAuthUser', user);
  return user;
}
