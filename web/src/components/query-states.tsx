import type { ReactNode } from 'react';
import { LoadFailed } from './list-states';
import { LoadMore } from './load-more';

/** What a screen needs of a query to say where it stands. */
interface QueryStatus<D> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data?: D;
  refetch: () => unknown;
}

interface QueryStatesProps<D> {
  query: QueryStatus<D>;
  /** Shown while the first answer is on its way: a skeleton of what will come. */
  loading: ReactNode;
  /** LoadFailed's title ('Tasks could not be loaded'), or what to show instead for the error. */
  failed: string | ((error: Error) => ReactNode);
  /** Shown instead of the content while `isEmpty` holds. */
  empty?: ReactNode;
  isEmpty?: boolean;
  /** The content, once the data is here. */
  children: (data: D) => ReactNode;
}

/** One query's states in the order a screen shows them: loading, failed (with a retry), empty, its content. */
export function QueryStates<D>({ query, loading, failed, empty, isEmpty = false, children }: QueryStatesProps<D>) {
  if (query.isPending) return loading;
  if (query.isError && query.error) {
    return typeof failed === 'string' ? (
      <LoadFailed title={failed} error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      failed(query.error)
    );
  }
  if (isEmpty) return empty;
  return children(query.data as D);
}

/** A paged list's query (`withItems` of `web/src/lib/paged-query.ts`). */
interface PagedQuery<T> extends QueryStatus<unknown> {
  items: T[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface PagedListProps<T> extends Omit<QueryStatesProps<unknown>, 'query' | 'isEmpty' | 'children'> {
  query: PagedQuery<T>;
  /** What the screen shows of the loaded items (narrowed by its filters while the server is asked); all by default. */
  items?: T[];
  /** What 'Load more' loads, for screen readers: 'tasks'. */
  what: string;
  children: (items: T[]) => ReactNode;
}

/** A paged list: its states, its items once loaded (`empty` when there are none) and 'Load more' under them. */
export function PagedList<T>({ query, items = query.items, what, children, ...states }: PagedListProps<T>) {
  return (
    <>
      <QueryStates query={query} isEmpty={items.length === 0} {...states}>
        {() => children(items)}
      </QueryStates>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        what={what}
      />
    </>
  );
}
