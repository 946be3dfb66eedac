import { SimpleGrid, type SimpleGridProps, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
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

interface PagedListProps<T extends { id: string }>
  extends Omit<QueryStatesProps<unknown>, 'query' | 'failed' | 'isEmpty' | 'children'> {
  query: PagedQuery<T>;
  /** As QueryStates' `failed`; by default LoadFailed titled '{label} could not be loaded' ('Tasks could not be loaded'). */
  failed?: QueryStatesProps<unknown>['failed'];
  /** What the screen shows of the loaded items (narrowed by its filters while the server is asked); all by default. */
  items?: T[];
  /** What 'Load more' loads, for screen readers: 'tasks'. */
  what: string;
  /** The list's accessible name: 'Tasks'. */
  label: string;
  /** `ol` where the order says something (a history, newest first); `ul` by default. */
  ordered?: boolean;
  gap?: string;
  /** Lays the items out in a grid of these columns rather than one under the other. */
  columns?: SimpleGridProps['columns'];
  /** One item: an `li` (a card or a row). */
  children: (item: T) => ReactNode;
}

/**
 * A paged list: its states, its items once loaded (`empty` when there are none), one under the other or in a grid,
 * and 'Load more' under them.
 */
export function PagedList<T extends { id: string }>(props: PagedListProps<T>) {
  const { query, items = query.items, what, label, ordered, gap = '3', columns, children, ...states } = props;
  const failed = states.failed ?? `${label} could not be loaded`;
  const list = { as: ordered ? 'ol' : 'ul', listStyleType: 'none', gap, 'aria-label': label } as const;
  const rows = items.map((item) => <Fragment key={item.id}>{children(item)}</Fragment>);
  return (
    <>
      <QueryStates query={query} isEmpty={items.length === 0} {...states} failed={failed}>
        {() =>
          columns ? (
            <SimpleGrid columns={columns} {...list}>
              {rows}
            </SimpleGrid>
          ) : (
            <Stack {...list}>{rows}</Stack>
          )
        }
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
