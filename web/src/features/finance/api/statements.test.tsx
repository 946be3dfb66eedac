import type { Statement } from '@shared/schemas/finance';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anImportedStatement, aPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { useBankAccounts } from './get-bank-accounts';
import { statementsQueryKey, useStatements } from './statements';

const imported = anImportedStatement(
  { size: 120, finishedAt: '2026-03-31T10:00:01.000Z' },
  { accounts: [{ id: 'a1', name: 'Uploaded statements' }], imported: 4 },
);

/** What the server's statement list answers now, and how often the accounts were read. */
let statements: Statement[];
let accountReads: number;

beforeEach(() => {
  statements = [];
  accountReads = 0;
  stubApi({
    listStatements: () => aPage(statements),
    listBankAccounts: () => {
      accountReads += 1;
      return [];
    },
  });
});
afterEach(resetApp);

function StatementsAndAccounts() {
  const list = useStatements();
  useBankAccounts();
  return <p>{list.data ? `${list.data.items.length} statements` : 'loading'}</p>;
}

describe('useStatements', () => {
  it('reads the accounts again when an upload is already imported by the time the list is read', async () => {
    const { queryClient } = renderInApp(<StatementsAndAccounts />);
    await screen.findByText('0 statements');
    await vi.waitFor(() => expect(accountReads).toBe(1), { timeout: 5000 });
    // The file was small: its import ended before the list was read again, so the list never showed it importing.
    statements = [imported];
    await act(() => queryClient.invalidateQueries({ queryKey: statementsQueryKey }));
    await screen.findByText('1 statements');
    await vi.waitFor(() => expect(accountReads).toBe(2), { timeout: 5000 });
  });

  it('does not read the accounts again for statements that had finished before the screen opened', async () => {
    statements = [imported];
    const { queryClient } = renderInApp(<StatementsAndAccounts />);
    await screen.findByText('1 statements');
    await act(() => queryClient.invalidateQueries({ queryKey: statementsQueryKey }));
    await vi.waitFor(() => expect(accountReads).toBe(1), { timeout: 5000 });
    // The sentinel: a statement imported since the last read, which the screen does answer with one more read of the
    // accounts. Had the re-read of the unchanged list also read them, there would be three reads by then.
    statements = [{ ...imported, id: 's2', filename: 'april.csv' }, imported];
    await act(() => queryClient.invalidateQueries({ queryKey: statementsQueryKey }));
    await screen.findByText('2 statements');
    await vi.waitFor(() => expect(accountReads).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(accountReads).toBe(2);
  });
});
