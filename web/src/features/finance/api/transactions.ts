import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '../../../lib/api-client';
import { pathQueryKey } from '../../../lib/api-query';
import { callRoute, type RouteResponse, routeEntry } from '../../../lib/api-route';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import type { RecategoriseInput } from '../components/recategorise-dialog';
import type { TransactionFilterValues } from '../components/transaction-filters';
import { refreshBooks } from './demo-bank';

type TransactionPage = RouteResponse<'listTransactions'>;

const path = routeEntry('listTransactions').path as `/api/${string}`;
/** Every filtered list sits under this key, so one invalidation refreshes them all. */
export const transactionsQueryKey = pathQueryKey(path);

/** The Transactions tab's list: filtered on the server, 50 at a time ('Load more' asks for the next page). */
export function useTransactions(filters: TransactionFilterValues) {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.category !== 'all') query.set('category', filters.category);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return useInfiniteQuery({
    queryKey: [...transactionsQueryKey, query.toString()],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const pageQuery = new URLSearchParams(query);
      if (pageParam) pageQuery.set('cursor', pageParam);
      const res = await apiRequest('GET', `${path}?${pageQuery}`, undefined, signal);
      return readJson<TransactionPage>(res);
    },
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

export function useRecategorise(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecategoriseInput) =>
      callRoute('recategoriseTransaction', { params: { id: transactionId }, body: input }),
    onSuccess: async ({ rule, recategorised }) => {
      notifySuccess(
        'Category updated',
        rule
          ? `Always categorising "${rule.merchant}" as ${rule.category}; ${recategorised} earlier ${recategorised === 1 ? 'transaction' : 'transactions'} changed too.`
          : undefined,
      );
      await Promise.all([queryClient.invalidateQueries({ queryKey: transactionsQueryKey }), refreshBooks(queryClient)]);
    },
    onError: (error) => notifyFailure(error, serverMessage(error) ?? 'Failed to update the category.'),
  });
}
