import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { handleUnauthorized, isUnauthorizedError } from './unauthorized';

/** Spec §7: by default a query GETs its key parts joined by slashes, e.g. ['/api/employees', id]. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(queryKey.join('/'), signal);

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
