import type { AuthUser } from '@shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQueryKey } from './api-query';
import { getAuthUser } from './auth-user';

export const authUserQueryOptions = queryOptions({
  queryKey: routeQueryKey('getAuthUser'),
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
