import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { routeQueryFn } from './api-query';
import { handleUnauthorized, isUnauthorizedError } from './unauthorized';

/**
 * Spec §7's default data fetching, by route: a query calls the route its key names (`routeQueryKey`), e.g.
 * `['getEmployee', { id }]` GETs /api/employees/{id}.
 */
export const defaultQueryFn = routeQueryFn;

function onError(error: unknown): void {
  if (isUnauthorizedError(error)) handleUnauthorized();
}

/** Spec §9: cached data never goes stale, no refetch on focus or interval, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
