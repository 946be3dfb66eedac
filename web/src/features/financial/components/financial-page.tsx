import { Box, Button, Card, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList, LoadFailed } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { useCreateDemoBank, useDeleteDemoBank } from '../api/demo-bank';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useFinancialAnalysis } from '../api/get-financial-analysis';
import { AnalysisTabs } from './analysis-tabs';
import { BankAccountList } from './bank-account-list';
import { FinancialSummaryCards } from './financial-summary-cards';
import { StatementsCard } from './statements-card';
import { TransactionsPanel } from './transactions-panel';

/**
 * Financial Management (spec §2): connected accounts, the four summary cards for the last 30 days, the Expense
 * Breakdown, AI Insights and Recommendations tabs (and Transactions), and the statement upload with each statement's
 * import; 'No Financial Data Yet' until a bank or statement adds some.
 */
export function FinancialPage() {
  const analysis = useFinancialAnalysis();
  const accounts = useBankAccounts();
  const createDemo = useCreateDemoBank();
  const deleteDemo = useDeleteDemoBank();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const hasDemo = accounts.data?.some((a) => a.origin === 'demo') ?? false;

  const demoButton = (
    <Button onClick={() => createDemo.mutate()} loading={createDemo.isPending} loadingText="Linking...">
      <Landmark size={16} aria-hidden /> Link the Demo Bank
    </Button>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Financial Management"
        description="Your revenue, expenses and financial health from your bank data"
        actions={hasDemo ? null : demoButton}
      />
      {analysis.isPending || accounts.isPending ? (
        <HStack justify="center" py="12">
          <Spinner aria-label="Loading your finances" />
        </HStack>
      ) : analysis.isError ? (
        <LoadFailed
          title="The analysis could not be loaded"
          error={analysis.error}
          onRetry={() => analysis.refetch()}
        />
      ) : !analysis.data.hasData ? (
        <EmptyList
          icon={<Landmark />}
          title="No Financial Data Yet"
          description="Link a bank or upload a statement to see your revenue, expenses and health score. The Demo Bank shows it all with realistic data."
          action={hasDemo ? undefined : demoButton}
        />
      ) : (
        <>
          <FinancialSummaryCards analysis={analysis.data} />
          <AnalysisTabs analysis={analysis.data} transactions={<TransactionsPanel />} />
        </>
      )}
      <StatementsCard />
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title as="h2" fontSize="md">
              Connected accounts
            </Card.Title>
            {hasDemo ? (
              <Button size="sm" variant="outline" onClick={() => setConfirmRemove(true)}>
                Remove Demo Bank
              </Button>
            ) : null}
          </HStack>
        </Card.Header>
        <Card.Body>
          {accounts.isError ? (
            <LoadFailed
              title="Accounts could not be loaded"
              error={accounts.error}
              onRetry={() => accounts.refetch()}
            />
          ) : (
            <Box>{accounts.data ? <BankAccountList accounts={accounts.data} /> : null}</Box>
          )}
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the Demo Bank?"
        description="Its two accounts and all their transactions leave your books."
        confirmLabel="Remove"
        pending={deleteDemo.isPending}
        onConfirm={() => deleteDemo.mutate(undefined, { onSuccess: () => setConfirmRemove(false) })}
      />
    </Stack>
  );
}
