import type {
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';

/** One read a route's loader makes before its page renders: `ensureQuery` or `ensureFirstPage`. */
export type LoaderRead = (queryClient: QueryClient) => Promise<unknown>;

/** `ensureQueryData` with the same options the page's component reads. */
export const ensureQuery =
  <T, K extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, K>): LoaderRead =>
  (queryClient) =>
    queryClient.ensureQueryData(options);

/** A paged list's first page, with the same options the page's component reads. */
export const ensureFirstPage =
  <T, K extends QueryKey, P>(options: EnsureInfiniteQueryDataOptions<T, Error, T, K, P>): LoaderRead =>
  (queryClient) =>
    queryClient.ensureInfiniteQueryData(options);

/**
 * A route loader's reads, side by side (TanStack Router with TanStack Query), so the page renders with its data rather
 * than a skeleton. A failed read is left to the page, which shows it with a way to try again, rather than to the
 * router's error screen; a 401 still signs in again through the query cache's handler.
 */
export async function preload(queryClient: QueryClient, ...reads: LoaderRead[]): Promise<void> {
  await Promise.allSettled(reads.map((read) => read(queryClient)));
}
