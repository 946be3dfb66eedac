import type { AuthUser } from '@shared/schemas/user';
import { hashKey, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * After the session moved to another workspace (a switch, an accepted invitation): every cached read was the old
 * workspace's. The user (their role and plan there) is read again first, and the old one stays in the cache meanwhile:
 * the signed-in shell reads it from there and must never find it empty. Then everything else is dropped and read again.
 */
export async function afterWorkspaceChange(queryClient: QueryClient): Promise<void> {
  await queryClient.refetchQueries({ queryKey: authUserQueryOptions.queryKey, exact: true });
  const userHash = hashKey(authUserQueryOptions.queryKey);
  await queryClient.resetQueries({ predicate: (query) => query.queryHash !== userHash });
}
