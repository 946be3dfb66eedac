import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { routeQueryKey } from './api-query';
import { type ApiRouteId, callRoute, type RouteParams, type RouteQuery, type RouteResponse } from './api-route';

/** A route that answers one page (`shared/schemas/pagination.ts`): `{ items, cursor }`, `cursor: null` on the last. */
type PagedRouteId = {
  [I in ApiRouteId]: RouteResponse<I> extends { items: unknown[]; cursor: string | null } ? I : never;
}[ApiRouteId];

type PageOf<I extends PagedRouteId> = RouteResponse<I> & { items: unknown[]; cursor: string | null };

type Filters<I extends PagedRouteId> = Omit<NonNullable<RouteQuery<I>>, 'cursor'>;

/**
 * The pages of a list route as one infinite query. The key is the route's (`routeQueryKey`: the route id, then the
 * parameters and the filters), so invalidating `[routeId]` refreshes every filtered view of the list; the first page
 * is what the route answers without a cursor, each next page is asked with the cursor the last one answered.
 */
export function pagedQueryOptions<I extends PagedRouteId>(
  id: I,
  options: { params?: RouteParams<I>; filters?: Filters<I> } = {},
) {
  const { params, filters } = options;
  const queryKey = routeQueryKey(
    id,
    params as Readonly<Record<string, string>> | undefined,
    filters as Readonly<Record<string, string | number | undefined>> | undefined,
  );
  const call = callRoute as unknown as (id: ApiRouteId, options: object) => Promise<PageOf<I>>;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => call(id, { params, query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: PageOf<I>) => last.cursor ?? undefined,
    // Another filter's first page keeps the list on screen until it arrives (the screen may narrow it meanwhile).
    placeholderData: keepPreviousData,
  });
}

/** An infinite query of a list with the loaded items flattened and the first page (its counts) at hand. */
export function withItems<P extends { items: unknown[] }>(query: UseInfiniteQueryResult<InfiniteData<P, unknown>>) {
  const items = (query.data?.pages.flatMap((page) => page.items) ?? []) as P['items'][number][];
  return Object.assign(query, { items, firstPage: query.data?.pages[0] });
}

/** Keeps loading pages until the list is complete (a screen that summarises the whole list, in pages of 200). */
export function useEveryPage<
  Q extends Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isError' | 'fetchNextPage'>,
>(query: Q): Q {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return query;
}

/** Applies `change` to the items of every page (an optimistic edit of a paged list). */
export function mapPages<P extends { items: unknown[] }, T>(
  data: InfiniteData<P, unknown> | undefined,
  change: (items: T[]) => T[],
): InfiniteData<P, unknown> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items as T[]) })) };
}
