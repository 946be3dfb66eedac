import { routeById } from '@shared/api/routes';
import type { AuthUser } from '@shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, throwIfResNotOk } from './api-client';

export const SIGN_IN_URL = routeById('login').path;
export const SIGN_OUT_URL = routeById('logout').path;

/** Signed out is an answer, not an error: 401 reads as null so it never triggers the unauthorized redirect. */
export async function getAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const init: RequestInit = { credentials: 'include' };
  if (signal) init.signal = signal;
  const res = await fetch(routeById('getAuthUser').path, init);
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return readJson<AuthUser>(res);
}

export const authUserQueryOptions = queryOptions({
  queryKey: [routeById('getAuthUser').path],
  queryFn: ({ signal }) => getAuthUser(signal),
  retry: false,
});

export function useAuthUser() {
  return useQuery(authUserQueryOptions);
}

/** For code that only renders behind the sign-in gate, where the user is already cached. */
export function useSignedInUser(): AuthUser {
  const { data } = useAuthUser();
  if (!data) throw new Error('useSignedInUser rendered while signed out');
  return data;
}
