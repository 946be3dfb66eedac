import { permissionsOf } from '@shared/access/roles';
import type { BankAccount, FinancialAnalysis, Statement } from '@shared/schemas/finance';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBankAccount, anAnalysis, anAuthUser, anImportedStatement, aPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { type ApiCall, stubApi } from '../../../testing/stub-api';
import { FinancialPage } from './financial-page';

const statement = anImportedStatement(
  { filename: 'Chase4821_Activity.csv' },
  {
    accounts: [{ id: 'a1', name: 'Chase ••4821' }],
    notices: [
      'This file has no header row, so its columns were chosen by their content: dates from column 1, descriptions from column 5, amounts from column 2.',
    ],
  },
);

let accounts: BankAccount[];
let statements: Statement[];
let calls: ApiCall[];

const analysisFor = (label: string): FinancialAnalysis =>
  anAnalysis({
    hasData: true,
    revenue: label === 'Last 90 days' ? 90000 : 30000,
    period: { from: '2026-03-02', to: '2026-03-31', label },
  });

beforeEach(() => {
  accounts = [
    aBankAccount({ id: 'a1', name: 'Chase ••4821', institution: 'Chase', mask: '4821', origin: 'statement' }),
  ];
  statements = [statement];
  calls = stubApi({
    listBankAccounts: () => accounts,
    listStatements: () => aPage(statements),
    listTransactions: () => aPage([]),
    getKpiStats: () => ({}),
    getKpiTips: () => ({}),
    getFinancialAnalysis: ({ query }) =>
      analysisFor(
        { '7d': 'Last 7 days', '90d': 'Last 90 days', '365d': 'Last year' }[query.get('timeRange') ?? ''] ??
          'Last 30 days',
      ),
    renameBankAccount: ({ params, body }) => {
      accounts = accounts.map((a) => (a.id === params.id ? { ...a, name: body.name } : a));
      return accounts.find((a) => a.id === params.id)!;
    },
    deleteStatement: ({ params }) => {
      statements = statements.filter((s) => s.id !== params.id);
      return null;
    },
  });
});
afterEach(resetApp);

const sent = (routeId: ApiCall['routeId']) => calls.filter((c) => c.routeId === routeId);

describe('managing the books on the Financial screen', () => {
  it('renames an account in a dialog, refusing a blank name', async () => {
    renderInApp(<FinancialPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename account Chase ••4821' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename account' });
    const input = within(dialog).getByRole('textbox', { name: /Account name/ });
    expect((input as HTMLInputElement).value).toBe('Chase ••4821');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(within(dialog).getByText('Account name is required')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Main checking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Main checking')).toBeTruthy();
    expect(sent('renameBankAccount').map((c) => [c.url, c.body])).toEqual([
      ['/api/financial/accounts/a1', { name: 'Main checking' }],
    ]);
    expect(await screen.findByText('Account renamed')).toBeTruthy();
  });

  it('deletes a statement only once the dialog is confirmed, and says how its file was read', async () => {
    renderInApp(<FinancialPage />);
    expect(await screen.findByText(/its columns were chosen by their content: dates from column 1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete statement Chase4821_Activity.csv' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Chase4821_Activity.csv?' });
    expect(within(dialog).getByText(/the 42 transactions it imported leave your books/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitGone('alertdialog');
    expect(sent('deleteStatement')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete statement Chase4821_Activity.csv' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Chase4821_Activity.csv?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Statement deleted')).toBeTruthy();
    expect(sent('deleteStatement').map((c) => [c.method, c.url])).toEqual([['DELETE', '/api/financial/statements/s1']]);
    await waitGone('button', 'Delete statement Chase4821_Activity.csv');
  });

  it('analyses the period picked like the dashboard’s', async () => {
    renderInApp(<FinancialPage />);
    expect((await screen.findAllByText('Last 30 days')).length).toBeGreaterThan(0);
    const picker = screen.getByRole('combobox', { name: 'Analysis period' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last year',
    ]);
    expect(picker.value).toBe('30d');
    fireEvent.change(picker, { target: { value: '90d' } });
    expect((await screen.findAllByText('Last 90 days')).length).toBeGreaterThan(0);
    expect(screen.getByText('$90,000.00')).toBeTruthy();
    expect(sent('getFinancialAnalysis').map((c) => c.url)).toEqual([
      '/api/financial/analysis',
      '/api/financial/analysis?timeRange=90d',
    ]);
  });
});

async function waitGone(role: string, name?: string) {
  await waitFor(() => expect(screen.queryByRole(role, name ? { name } : undefined)).toBeNull());
}

describe('the Financial screen by permission', () => {
  const manageActions = [
    'Connect Bank with Plaid',
    'Link the Demo Bank',
    'Upload',
    'Rename account Chase ••4821',
    'Delete statement Chase4821_Activity.csv',
  ];

  it('shows who may only view finances (no finance.manage) the books without a button that changes them', async () => {
    const viewOnly = anAuthUser({
      role: 'admin',
      permissions: permissionsOf('admin').filter((capability) => capability !== 'finance.manage'),
    });
    renderInApp(<FinancialPage />, { signedInAs: viewOnly });
    await screen.findByText('Chase4821_Activity.csv');
    await screen.findByText('Chase ••4821');
    for (const name of manageActions) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it.each(['owner', 'admin'] as const)('shows an %s every one of them', async (role) => {
    renderInApp(<FinancialPage />, { signedInAs: anAuthUser({ role }) });
    await screen.findByText('Chase4821_Activity.csv');
    for (const name of manageActions) expect(await screen.findByRole('button', { name })).toBeTruthy();
  });
});
