import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBankAccount, anAnalysis, anImportedStatement } from '../../../testing/fixtures';
import { themeSystem } from '../../../theme/system';
import { AnalysisTabs } from './analysis-tabs';
import { BankAccountList } from './bank-account-list';
import { FinancialSummaryCards } from './financial-summary-cards';
import { StatementList } from './statement-list';

afterEach(cleanup);
const renderIn = (node: ReactNode) => render(<ChakraProvider value={themeSystem()}>{node}</ChakraProvider>);

const analysis = anAnalysis({
  hasData: true,
  revenue: 10000,
  expenses: 6400,
  netIncome: 3600,
  profitMargin: 36,
  previous: { revenue: 8000, expenses: 5900, netIncome: 2100 },
  revenueChange: 25,
  expenseChange: 8.5,
  expenseCategories: [
    { category: 'Payroll', amount: 4000, percentage: 62.5, trend: 'stable', change: 0, previousAmount: 4000 },
    { category: 'Marketing', amount: 700, percentage: 10.9, trend: 'up', change: 40, previousAmount: 500 },
  ],
  cash: { balance: 12000, monthlyBurn: null, runwayMonths: null },
  latestTransactionDate: '2026-03-29',
  daysSinceLatest: 2,
  healthScore: 89,
  healthComponents: [
    { key: 'margin', label: 'Profit margin', weight: 30, score: 100, detail: 'Profit margin 36%' },
    {
      key: 'cashRunway',
      label: 'Cash runway',
      weight: 25,
      score: null,
      detail: 'No account balance known',
      missing: { message: 'Needs an account balance: link a bank', link: '/financial' },
    },
  ],
  insights: ['Revenue was $10,000 in the last 30 days, up 25% on the previous 30 days.'],
  recommendations: ['Marketing spending rose 40%: check what it brought in.'],
});

describe('the financial screen’s parts', () => {
  it('shows the four summary cards in dollars for the last 30 days', () => {
    renderIn(<FinancialSummaryCards analysis={analysis} />);
    expect(screen.getByText('$10,000.00')).toBeTruthy();
    expect(screen.getByText('$6,400.00')).toBeTruthy();
    expect(screen.getByText('$3,600.00')).toBeTruthy();
    expect(screen.getByText('36%')).toBeTruthy();
    expect(screen.getAllByText('Last 30 days')).toHaveLength(4);
    expect(screen.getByText('+25% vs previous 30 days')).toBeTruthy();
  });

  it('shows cents, so Revenue minus Expenses is the Net Income shown and Revenue is the dashboard’s figure', () => {
    // Rounded each to the dollar, $4,250 − $2,021 read as $2,230: a dollar off what the cards themselves add up to.
    renderIn(
      <FinancialSummaryCards
        analysis={{ ...analysis, revenue: 4250.25, expenses: 2020.5, netIncome: 2229.75, profitMargin: 52.5 }}
      />,
    );
    expect(screen.getByText('$4,250.25')).toBeTruthy();
    expect(screen.getByText('$2,020.50')).toBeTruthy();
    expect(screen.getByText('$2,229.75')).toBeTruthy();
  });

  it('says its Revenue is bank data only and links to the dashboard’s all-sources figure (issue 28 §3)', () => {
    renderIn(<FinancialSummaryCards analysis={analysis} />);
    const source = screen.getByText(/From bank statements and linked accounts/);
    expect(within(source).getByRole('link', { name: 'All revenue on the Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('breaks expenses down by category and shows the score, its parts and the recommendations in their tabs', () => {
    renderIn(<AnalysisTabs analysis={analysis} />);
    const list = screen.getByRole('list', { name: 'Expenses by category' });
    expect(within(list).getByText('Payroll')).toBeTruthy();
    expect(within(list).getByText('62.5%')).toBeTruthy();
    expect(within(list).getByText('Up: +40% vs previous 30 days')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /AI Insights/ }));
    expect(screen.getByText(analysis.insights[0]!)).toBeTruthy();
    expect(screen.getByText('Written by Built-in analyst from the figures above.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Recommendations/ }));
    expect(screen.getByText('89/100')).toBeTruthy();
    expect(screen.getByText('Needs an account balance: link a bank')).toBeTruthy();
    expect(screen.getByText(analysis.recommendations[0]!)).toBeTruthy();
  });

  it('lists accounts with their balance and a Demo badge on Demo Bank accounts', () => {
    const account = aBankAccount();
    renderIn(
      <BankAccountList
        accounts={[
          account,
          {
            ...account,
            id: 'a2',
            name: 'Card ••8801',
            origin: 'statement',
            type: 'credit',
            balance: null,
            balanceAsOf: null,
            institution: null,
          },
        ]}
      />,
    );
    expect(screen.getAllByText('Demo')).toHaveLength(1);
    expect(screen.getByText('$18,250.40')).toBeTruthy();
    expect(screen.getByText('as of Mar 31, 2026')).toBeTruthy();
    expect(screen.getByText('Demo Bank · Checking · ••4821')).toBeTruthy();
    expect(screen.getByText('Balance unknown')).toBeTruthy();
  });

  it('shows each statement’s status, what it imported and why rows were skipped', () => {
    const base = anImportedStatement(
      {},
      {
        duplicates: 3,
        skipped: [{ line: 7, reason: 'Not settled (status: PENDING)', text: 'Linkedin Ads | -250.00' }],
        skippedCount: 1,
      },
    );
    renderIn(
      <StatementList
        statements={[
          base,
          {
            ...base,
            id: 's2',
            filename: 'scan.pdf',
            status: 'failed',
            outcome: null,
            failure: { reason: 'This PDF has no text layer; upload the CSV export from your bank instead', line: null },
          },
          { ...base, id: 's3', filename: 'april.csv', status: 'processing', outcome: null },
        ]}
      />,
    );
    expect(screen.getByText('42 transactions imported, 3 duplicates skipped into Checking ••4821.')).toBeTruthy();
    expect(screen.getByText('Line 7: Not settled (status: PENDING) — Linkedin Ads | -250.00')).toBeTruthy();
    expect(screen.getByText('This PDF has no text layer; upload the CSV export from your bank instead')).toBeTruthy();
    expect(screen.getByText('Importing')).toBeTruthy();
  });
});
