import type {
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import type { ApiRouteId } from '../lib/api-route';
import { authUserQueryOptions } from '../lib/auth';
import { mayRead } from '../lib/use-can';

/** One read a route's loader makes before its page renders: `ensureQuery` or `ensureFirstPage`. */
export type LoaderRead = (queryClient: QueryClient) => Promise<unknown>;

/**
 * Whether the signed-in person's read of the key's route would be answered: a loader does not ask what the role or
 * the plan would refuse (a manager who opens /financial by its address sends no request that must fail). Keys are
 * `[routeId, …]` (`RouteQueryKey`); before the user is known, the read goes ahead and the API decides.
 */
function readAllowed(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const user = queryClient.getQueryData(authUserQueryOptions.queryKey);
  return !user || mayRead(user, queryKey[0] as ApiRouteId);
}

/** `ensureQueryData` with the same options the page's component reads. */
export const ensureQuery =
  <T, K extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, K>): LoaderRead =>
  async (queryClient) =>
    readAllowed(queryClient, options.queryKey) ? queryClient.ensureQueryData(options) : undefined;

/** A paged list's first page, with the same options the page's component reads. */
export const ensureFirstPage =
  <T, K extends QueryKey, P>(options: EnsureInfiniteQueryDataOptions<T, Error, T, K, P>): LoaderRead =>
  async (queryClient) =>
    readAllowed(queryClient, options.queryKey) ? queryClient.ensureInfiniteQueryData(options) : undefined;

/**
 * A route loader's reads, side by side (TanStack Router with TanStack Query), so the page renders with its data rather
 * than a skeleton. A failed read is left to the page, which shows it with a way to try again, rather than to the
 * router's error screen; a 401 still signs in again through the query cache's handler.
 */
export async function preload(queryClient: QueryClient, ...reads: LoaderRead[]): Promise<void> {
  await Promise.allSettled(reads.map((read) => read(queryClient)));
}
