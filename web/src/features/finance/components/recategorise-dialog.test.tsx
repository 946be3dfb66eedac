import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTransaction } from '../../../testing/fixtures';
import { themeSystem } from '../../../theme/system';
import { RecategoriseDialog, type RecategoriseInput } from './recategorise-dialog';

afterEach(cleanup);

const transaction = aTransaction({
  description: 'ZELLE PAYMENT TO RIVERA DESIGN',
  merchant: 'Rivera Design',
  amount: -450,
  category: 'Other',
  revenueKind: null,
  categorySource: 'built-in-classifier',
  source: { kind: 'demo' },
});

function renderDialog() {
  const sent: RecategoriseInput[] = [];
  const mutation = {
    isPending: false,
    mutate: vi.fn((input: RecategoriseInput, options?: { onSuccess?: () => void }) => {
      sent.push(input);
      options?.onSuccess?.();
    }),
  };
  render(
    <ChakraProvider value={themeSystem()}>
      <RecategoriseDialog transaction={transaction} mutation={mutation} />
    </ChakraProvider>,
  );
  return sent;
}

// Dialog renders take seconds on a busy 2-core machine.
describe('RecategoriseDialog', () => {
  // First in the file: the form's module has not loaded yet, as on a user's first open.
  it('is named "Change category" from the moment it opens, before its form has loaded', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /change category/ }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Change category' })).toBe(dialog);
    await screen.findByRole('combobox', { name: 'Category' });
  });

  it('sends the new category and, when asked, the rule for the merchant', async () => {
    const sent = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /change category of ZELLE PAYMENT TO RIVERA DESIGN$/ }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Category' }), { target: { value: 'Marketing' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Always categorise "Rivera Design" as Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ category: 'Marketing', revenueKind: null, applyToMerchant: true }]));
  });

  it('asks for a revenue kind only for income', async () => {
    const sent = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /change category/ }));
    expect(screen.queryByRole('combobox', { name: 'Revenue kind' })).toBeNull();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Category' }), { target: { value: 'Income' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Revenue kind' }), {
      target: { value: 'recurring_services' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ category: 'Income', revenueKind: 'recurring_services', applyToMerchant: false }]),
    );
  });
});
