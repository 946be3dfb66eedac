import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Transaction } from '@shared/schemas/finance';
import { useDeferredValue, useState } from 'react';
import { ExportLink } from '../../../components/export-link';
import { QueryStates } from '../../../components/query-states';
import { useCanCall } from '../../../lib/use-can';
import { transactionQuery, useRecategorise, useTransactions } from '../api/transactions';
import { RecategoriseDialog } from './recategorise-dialog';
import {
  datesReversed,
  noTransactionFilters,
  TransactionFilters,
  type TransactionFilterValues,
} from './transaction-filters';
import { TransactionTable } from './transaction-table';

/** The Transactions tab: what the analysis is built on, searchable and filterable, each category correctable. */
export function TransactionsPanel() {
  const [filters, setFilters] = useState(noTransactionFilters);
  // While the dates are reversed the list stays as the last filters the server accepts left it.
  const [applied, setApplied] = useState(noTransactionFilters);
  const change = (next: TransactionFilterValues) => {
    setFilters(next);
    if (!datesReversed(next)) setApplied(next);
  };
  // Typing in the search box asks the server once the typing settles, not on every key.
  const deferred = useDeferredValue(applied);
  const transactions = useTransactions(deferred);
  const { items } = transactions;
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <TransactionFilters value={filters} onChange={change} />
        <ExportLink route="exportTransactions" query={transactionQuery(applied)} />
      </HStack>
      <QueryStates
        query={transactions}
        loading={
          <HStack justify="center" py="6">
            <Spinner aria-label="Loading transactions" />
          </HStack>
        }
        failed="Transactions could not be loaded"
        isEmpty={items.length === 0}
        empty={<Text color="fg.muted">No transactions match these filters.</Text>}
      >
        {() => (
          <>
            <TransactionTable transactions={items} renderCategory={(t) => <CategoryButton transaction={t} />} />
            {transactions.hasNextPage ? (
              <Button
                alignSelf="center"
                variant="outline"
                onClick={() => transactions.fetchNextPage()}
                loading={transactions.isFetchingNextPage}
                loadingText="Loading..."
              >
                Load more
              </Button>
            ) : null}
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

/** The category: a button that recategorises for the roles that may (`finance.manage`), the plain label otherwise. */
function CategoryButton({ transaction }: { transaction: Transaction }) {
  const mutation = useRecategorise(transaction.id);
  const canRecategorise = useCanCall('recategoriseTransaction');
  if (!canRecategorise) return <Text fontSize="sm">{transaction.category}</Text>;
  return <RecategoriseDialog transaction={transaction} mutation={mutation} />;
}
