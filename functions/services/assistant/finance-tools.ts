import type { BankAccount, FinancialAnalysis } from '@shared/schemas/finance';
import * as z from 'zod';
import { listBankAccounts } from '../finance/accounts';
import { financialAnalysis } from '../finance/analysis';
import { defineTool } from './tool-kit';

/** The finance tools: the analysis and the accounts the Financial screen shows. */
export const financialAnalysisTool = defineTool({
  name: 'financial_analysis',
  label: 'Financial analysis',
  description:
    'The financial analysis of the last 30 days against the 30 before, from bank data: revenue, expenses, net income, profit margin, expense categories (amount, share, trend, percent change, previous amount), revenue by kind, top payer, cash and runway, health score. Amounts in US dollars; hasData false when no bank data exists.',
  input: z.object({}),
  async run(_input, context): Promise<FinancialAnalysis> {
    return financialAnalysis(context.workspaceId, context.now.toISOString().slice(0, 10));
  },
  summarize: (r) =>
    r.hasData ? `${r.period.label}: ${r.expenseCategories.length} expense categories` : 'No financial data yet',
});

export const bankAccountsTool = defineTool({
  name: 'bank_accounts',
  label: 'Bank accounts',
  description: "The workspace's bank accounts with institution, type and balance (US dollars).",
  input: z.object({}),
  async run(_input, context): Promise<{ accounts: BankAccount[] }> {
    return { accounts: await listBankAccounts(context.workspaceId) };
  },
  summarize: (r) => `${r.accounts.length} accounts`,
});
