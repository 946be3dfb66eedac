import { type FinancialAnalysis, transactionCategorySchema, transactionsQuerySchema } from '@shared/schemas/finance';
import * as z from '@shared/zod';
import { latestTransactionDate } from '../../data/finance/transaction-days';
import { cashBalance } from '../../domain/assistant/cash-balance';
import type { CashBalanceResult, TransactionsResult } from '../../domain/assistant/tool-results';
import { summariseTransactions, TOP_MERCHANTS } from '../../domain/assistant/transaction-summary';
import { addDays, toCalendarDate } from '../../domain/finance/calendar-date';
import { listBankAccounts } from '../finance/accounts';
import { financialAnalysis } from '../finance/analysis';
import { listTransactions } from '../finance/transactions';
import { defineTool, text } from './tool-kit';

/** The finance tools: the analysis, the transactions and the accounts the Financial screen shows. */
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
  description:
    "The workspace's bank accounts with institution, type and balance (US dollars), the cash they hold in total (checking, savings and other deposit accounts with a known balance) and what is owed on credit accounts.",
  input: z.object({}),
  async run(_input, context): Promise<CashBalanceResult> {
    return cashBalance(await listBankAccounts(context.workspaceId));
  },
  summarize: (r) => `${r.accounts.length} accounts`,
});

/** Transactions one answer adds up at most (a busy shop's quarter); beyond it the result says it is incomplete. */
export const TRANSACTIONS_READ_MAX = 20_000;
/** The span a question without dates covers, as the financial analysis does. */
const DEFAULT_DAYS = 30;

const { from: dateSchema } = transactionsQuerySchema.shape;

export const transactionsTool = defineTool({
  name: 'transactions',
  label: 'Transactions',
  description: `The bank transactions between two dates (inclusive; by default the last ${DEFAULT_DAYS} days), optionally of one category or one merchant: how many, money received (Income), money spent (expense categories, net of refunds; transfers are neither), spending per category and per merchant (top ${TOP_MERCHANTS}), and the newest transactions. Amounts in US dollars, negative for money out.`,
  input: z
    .object({
      from: dateSchema.check(z.describe('YYYY-MM-DD; default 30 days before "to"')),
      to: dateSchema.check(z.describe('YYYY-MM-DD; default today')),
      category: z.optional(transactionCategorySchema),
      merchant: z.optional(text(100)).check(z.describe("Words of the merchant's name or the description")),
      limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 10),
    })
    .check(
      z.refine((input) => !input.from || !input.to || input.from <= input.to, {
        message: '"from" must not be after "to"',
        path: ['from'],
      }),
    ),
  async run(input, context): Promise<TransactionsResult> {
    const to = input.to ?? toCalendarDate(context.now);
    const from = input.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    const page = await listTransactions(context.workspaceId, {
      from,
      to,
      category: input.category,
      q: input.merchant,
      limit: TRANSACTIONS_READ_MAX,
    });
    const summary = summariseTransactions(page.items, input.limit);
    return {
      filter: { from, to, category: input.category ?? null, merchant: input.merchant ?? null },
      ...summary,
      complete: page.cursor === null,
      hasBankData: summary.count > 0 || (await latestTransactionDate(context.workspaceId)) !== null,
    };
  },
  summarize: (r) => `${r.count} ${r.count === 1 ? 'transaction' : 'transactions'}, ${r.filter.from} to ${r.filter.to}`,
});
