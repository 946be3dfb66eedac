import { ApiError } from './api-client';
import { callRoute, type RouteResponse, routeEntry } from './api-route';

export const SIGN_IN_URL = routeEntry('login').path;
export const SIGN_OUT_URL = routeEntry('logout').path;
/** 'Sign in with SSO': the work email finds the workspace's identity provider (both modes). */
export const SSO_SIGN_IN_URL = routeEntry('getSsoSignInPage').path;

type AuthUser = RouteResponse<'getAuthUser'>;

/** The signed-in user, or null when signed out: 401 is an answer here, not an error (no redirect, no toast). */
export async function getAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    return await callRoute('getAuthUser', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
