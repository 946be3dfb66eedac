import { Box, Button, Card, HStack, Spinner, Stack } from '@chakra-ui/react';
import { DEFAULT_KPI_TIME_RANGE, type KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import type { BankAccount } from '@shared/schemas/finance';
import { Landmark, Link2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList, LoadFailed } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { roleGated } from '../../../components/role-gate';
import { TimeRangeSelect } from '../../../components/time-range-select';
import { useBrandName } from '../../../lib/branding';
import { useCanCall } from '../../../lib/use-can';
import { useRemoveBankLink, useSyncBankLink } from '../api/bank-links';
import { useCreateDemoBank, useDeleteDemoBank } from '../api/demo-bank';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useFinancialAnalysis } from '../api/get-financial-analysis';
import { useRenameBankAccount } from '../api/rename-bank-account';
import { AnalysisTabs } from './analysis-tabs';
import { BankAccountList } from './bank-account-list';
import { BankLinkNotice } from './bank-link-notice';
import { FinancialSummaryCards } from './financial-summary-cards';
import { ForecastTab } from './forecast-tab';
import { LinkedBankHeader } from './linked-bank-header';
import { RenameAccountDialog } from './rename-account-dialog';
import { StatementsCard } from './statements-card';
import { TransactionsPanel } from './transactions-panel';
import { useBankLinkFlow } from './use-bank-link-flow';

/**
 * Financial Management (spec §2): connected accounts, the four summary cards for the period picked (the last 30
 * days unless the dashboard's other ranges are chosen), the Expense
 * Breakdown, AI Insights and Recommendations tabs (and Transactions), and the statement upload with each statement's
 * import; 'No Financial Data Yet' until a bank or statement adds some. 'Connect Bank with Plaid' links a bank in
 * the spec's popup, verified by the server; each linked bank syncs on demand and unlinks after a confirmation.
 */
const header = {
  title: 'Financial Management',
  description: 'Your revenue, expenses and financial health from your bank data',
};

export const FinancialPage = roleGated('finance.view', header, FinancialScreen);

function FinancialScreen() {
  // The period is picked like the dashboard's: 7, 30 (the default), 90 or 365 days.
  const [timeRange, setTimeRange] = useState<KpiTimeRange>(DEFAULT_KPI_TIME_RANGE);
  const analysis = useFinancialAnalysis(timeRange);
  const rename = useRenameBankAccount();
  const [renaming, setRenaming] = useState<BankAccount | undefined>();
  const accounts = useBankAccounts();
  const createDemo = useCreateDemoBank();
  const deleteDemo = useDeleteDemoBank();
  const bankLink = useBankLinkFlow();
  const syncBank = useSyncBankLink();
  const removeBank = useRemoveBankLink();
  const name = useBrandName();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [unlinking, setUnlinking] = useState<BankAccount | null>(null);
  const canConnect = useCanCall('connectPlaid');
  const canAddDemo = useCanCall('createDemoBank');
  const canRemoveDemo = useCanCall('deleteDemoBank');
  const canSync = useCanCall('syncBankLink');
  const canUnlink = useCanCall('removeBankLink');
  const canRename = useCanCall('renameBankAccount');
  // The forecast is for those who may see finance (owners and admins); the tab goes for the others.
  const canForecast = useCanCall('getCashForecast');
  const hasDemo = accounts.data?.some((a) => a.origin === 'demo') ?? false;
  // Offered only to the roles that may link it (`finance.manage`).
  const offerDemo = !hasDemo && canAddDemo;
  const { linked, others } = byBankLink(accounts.data ?? []);

  const demoButton = (
    <Button
      variant="outline"
      onClick={() => createDemo.mutate(undefined, { onSuccess: bankLink.cancel })}
      loading={createDemo.isPending}
      loadingText="Linking..."
    >
      <Landmark size={16} aria-hidden /> Link the Demo Bank
    </Button>
  );
  const connectButton = (
    <Button
      variant={bankLink.configured ? 'solid' : 'outline'}
      onClick={bankLink.start}
      loading={bankLink.flow.step === 'starting'}
      loadingText="Connecting..."
      disabled={bankLink.flow.step === 'waiting'}
    >
      <Link2 size={16} aria-hidden /> Connect Bank with Plaid
    </Button>
  );

  return (
    <Page
      {...header}
      actions={
        <>
          <TimeRangeSelect label="Analysis period" value={timeRange} onChange={setTimeRange} />
          {canConnect ? connectButton : null}
          {offerDemo ? demoButton : null}
        </>
      }
    >
      <BankLinkNotice flow={bankLink.flow} onCancel={bankLink.cancel} demoAction={offerDemo ? demoButton : null} />
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
          action={offerDemo ? demoButton : undefined}
        />
      ) : (
        <>
          <FinancialSummaryCards analysis={analysis.data} />
          <AnalysisTabs
            analysis={analysis.data}
            forecast={canForecast ? <ForecastTab /> : undefined}
            transactions={<TransactionsPanel />}
          />
        </>
      )}
      <StatementsCard />
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title as="h2" fontSize="md">
              Connected accounts
            </Card.Title>
            {hasDemo && canRemoveDemo ? (
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
            <Stack gap="5">
              {linked.map((group) => (
                <Stack
                  key={group[0]!.bankLinkId}
                  gap="3"
                  as="section"
                  aria-label={group[0]!.institution ?? 'Linked bank'}
                >
                  <LinkedBankHeader
                    account={group[0]!}
                    syncing={syncBank.isPending && syncBank.variables === group[0]!.bankLinkId}
                    onSync={canSync ? () => syncBank.mutate(group[0]!.bankLinkId!) : undefined}
                    onUnlink={canUnlink ? () => setUnlinking(group[0]!) : undefined}
                  />
                  <BankAccountList accounts={group} onRename={canRename ? setRenaming : undefined} />
                </Stack>
              ))}
              {accounts.data && (others.length > 0 || linked.length === 0) ? (
                <Box>
                  <BankAccountList accounts={others} onRename={canRename ? setRenaming : undefined} />
                </Box>
              ) : null}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <RenameAccountDialog
        account={renaming}
        onClose={() => setRenaming(undefined)}
        saving={rename.isPending}
        onSave={(name) =>
          renaming && rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(undefined) })
        }
      />
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the Demo Bank?"
        description="Its two accounts and all their transactions leave your books."
        confirmLabel="Remove"
        pending={deleteDemo.isPending}
        onConfirm={() => deleteDemo.mutate(undefined, { onSuccess: () => setConfirmRemove(false) })}
      />
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => (open ? undefined : setUnlinking(null))}
        title={`Unlink ${unlinking?.institution ?? 'this bank'}?`}
        description={`${name ? `${name} asks Plaid to remove its access` : 'Plaid is asked to remove its access'}, and the bank's accounts and all their transactions leave your books. You can connect the bank again later.`}
        confirmLabel="Unlink"
        pending={removeBank.isPending}
        onConfirm={() =>
          unlinking?.bankLinkId && removeBank.mutate(unlinking.bankLinkId, { onSuccess: () => setUnlinking(null) })
        }
      />
    </Page>
  );
}

/** Linked accounts grouped by their bank link (in the order they were added), and the rest. */
function byBankLink(accounts: readonly BankAccount[]): { linked: BankAccount[][]; others: BankAccount[] } {
  const groups = new Map<string, BankAccount[]>();
  const others: BankAccount[] = [];
  for (const account of accounts) {
    if (!account.bankLinkId) others.push(account);
    else groups.set(account.bankLinkId, [...(groups.get(account.bankLinkId) ?? []), account]);
  }
  return { linked: [...groups.values()], others };
}
