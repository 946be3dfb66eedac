import { useInfiniteQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';
import { useRouteMutation } from '../../../lib/route-mutation';
import type { RecategoriseInput } from '../components/recategorise-dialog';
import type { TransactionFilterValues } from '../components/transaction-filters';

/** The Transactions tab's list: filtered on the server, 50 at a time ('Load more' asks for the next page). */
/** The filters as the API takes them, for the list and its CSV export alike. */
export function transactionQuery(filters: TransactionFilterValues) {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export function useTransactions(filters: TransactionFilterValues) {
  const options = pagedQueryOptions('listTransactions', { filters: transactionQuery(filters) });
  // Another filter's list shows its own loading state rather than the last filter's rows.
  return withItems(useInfiniteQuery({ ...options, placeholderData: undefined }));
}

export function useRecategorise(transactionId: string) {
  return useRouteMutation('recategoriseTransaction', {
    mutationFn: (input: RecategoriseInput) =>
      callRoute('recategoriseTransaction', { params: { id: transactionId }, body: input }),
    onSuccess: ({ rule, recategorised }) =>
      notifySuccess(
        'Category updated',
        rule
          ? `Always categorising "${rule.merchant}" as ${rule.category}; ${recategorised} earlier ${recategorised === 1 ? 'transaction' : 'transactions'} changed too.`
          : undefined,
      ),
    onError: failureToast('Failed to update the category.'),
  });
}
