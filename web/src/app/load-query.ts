import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's read: `ensureQueryData` with the same options the page's component reads (TanStack Router with
 * TanStack Query), so the page renders with its data rather than a skeleton. A failed read is left to the page, which
 * shows it with a way to try again, rather than to the router's error screen; a 401 still signs in again through the
 * query cache's handler.
 */
export function loadQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<void> {
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
}
