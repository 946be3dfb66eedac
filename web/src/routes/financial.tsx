import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../app/load-query';
import { bankAccountsQueryOptions } from '../features/financial/api/get-bank-accounts';
import { financialAnalysisQueryOptions } from '../features/financial/api/get-financial-analysis';
import { FinancialPage } from '../features/financial/components/financial-page';

export const Route = createFileRoute('/financial')({
  loader: async ({ context }) => {
    await Promise.all([
      loadQuery(context.queryClient, financialAnalysisQueryOptions()),
      loadQuery(context.queryClient, bankAccountsQueryOptions()),
    ]);
  },
  component: FinancialPage,
});
