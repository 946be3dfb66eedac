import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../app/load-query';
import { bankAccountsQueryOptions } from '../features/finance/api/get-bank-accounts';
import { financialAnalysisQueryOptions } from '../features/finance/api/get-financial-analysis';
import { FinancialPage } from '../features/finance/components/financial-page';

export const Route = createFileRoute('/financial')({
  loader: ({ context }) =>
    preload(context.queryClient, ensureQuery(financialAnalysisQueryOptions()), ensureQuery(bankAccountsQueryOptions())),
  component: FinancialPage,
});
