import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTransaction } from '../../../testing/fixtures';
import { themeSystem } from '../../../theme/system';
import { noTransactionFilters, TransactionFilters } from './transaction-filters';
import { TransactionTable } from './transaction-table';

afterEach(cleanup);
const renderIn = (node: ReactNode) => render(<ChakraProvider value={themeSystem()}>{node}</ChakraProvider>);

describe('the Transactions tab', () => {
  it('lists date, merchant and description, category with who decided it, and the amount', () => {
    renderIn(
      <TransactionTable
        transactions={[
          aTransaction({}),
          aTransaction({
            id: 'x',
            description: 'ADOBE *CREATIVE CLD',
            merchant: 'Adobe Creative Cld',
            amount: -54.99,
            category: 'Technology',
            revenueKind: null,
            categorySource: 'rule',
          }),
        ]}
        renderCategory={(t) => <span>{t.category}</span>}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    // The day and the category are in the markup twice: in their columns and, for a phone, under the description.
    // CSS shows one copy at each width (e2e/financial.test.ts checks which).
    const printed = (row: number, text: string) => within(rows[row]!).queryAllByText(text).length > 0;
    expect(printed(0, 'Mar 12, 2026')).toBe(true);
    expect(printed(0, 'Subscriptions')).toBe(true);
    expect(printed(0, '$1,250.00')).toBe(true);
    expect(printed(1, '-$54.99')).toBe(true);
    expect(printed(1, 'your rule')).toBe(true);
  });

  it('reports each filter change, for the server to apply', () => {
    const onChange = vi.fn();
    renderIn(<TransactionFilters value={noTransactionFilters} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Payroll' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...noTransactionFilters, category: 'Payroll' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'adobe' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...noTransactionFilters, q: 'adobe' });
  });
});
