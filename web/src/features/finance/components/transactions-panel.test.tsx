import { permissionsOf } from '@shared/access/roles';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser, aTransaction } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { TransactionsPanel } from './transactions-panel';

let asked: URLSearchParams[];
beforeEach(() => {
  asked = [];
  stubApi({
    listTransactions: ({ query }) => {
      asked.push(query);
      const from = query.get('from');
      const to = query.get('to');
      // As the server answers a reversed range.
      if (from && to && from > to) {
        return Response.json(
          { message: 'Validation error: "from" must not be after "to"', issues: [] },
          { status: 400 },
        );
      }
      return { items: [aTransaction()], cursor: null };
    },
  });
});
afterEach(resetApp);

describe('TransactionsPanel', () => {
  it('says at the To field that the range is reversed, instead of failing to load the list', async () => {
    renderInApp(<TransactionsPanel />);
    expect(await screen.findByText('Stripe Transfer')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    await vi.waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-03-10'), { timeout: 5000 });
    expect(await screen.findByText('Stripe Transfer')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Pick a day on or after From')).toBeTruthy();
    expect(screen.queryByText('Transactions could not be loaded')).toBeNull();
    expect(screen.getByText('Stripe Transfer')).toBeTruthy();
    expect(asked.some((q) => q.get('to') === '2026-03-01')).toBe(false);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await vi.waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-03-31'), { timeout: 5000 });
    expect(screen.queryByText('Pick a day on or after From')).toBeNull();
  });
});

describe('TransactionsPanel by permission', () => {
  const changeCategory = 'Income: change category of STRIPE TRANSFER ST-K2L7Q9';

  it('shows the category as text, not a recategorise button, without finance.manage', async () => {
    const permissions = permissionsOf('admin').filter((capability) => capability !== 'finance.manage');
    renderInApp(<TransactionsPanel />, { signedInAs: anAuthUser({ role: 'admin', permissions }) });
    expect(await screen.findByText('Stripe Transfer')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: changeCategory, hidden: true })).toEqual([]);
    expect(screen.getAllByText('Income').length).toBeGreaterThan(0);
  });

  it('offers the owner the recategorise button', async () => {
    renderInApp(<TransactionsPanel />, { signedInAs: anAuthUser({ role: 'owner' }) });
    expect((await screen.findAllByRole('button', { name: changeCategory, hidden: true })).length).toBeGreaterThan(0);
  });
});
