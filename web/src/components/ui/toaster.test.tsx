import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeSystem } from '../../theme/system';
import { notify, Toaster, toaster } from './toaster';

afterEach(() => {
  toaster.remove();
  cleanup();
});

function renderToaster() {
  render(
    <ChakraProvider value={themeSystem()}>
      <Toaster />
    </ChakraProvider>,
  );
}

describe('Toaster', () => {
  it('offers a labelled notification region reachable with F8', async () => {
    renderToaster();
    act(() => notify({ type: 'success', title: 'Task created' }));
    const region = await screen.findByRole('region');
    expect(region.getAttribute('aria-label')).toMatch(/^Notifications.*\(F8\)$/);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    });
    await waitFor(() => expect(document.activeElement).toBe(region));
  });

  it('shows one toast at a time: the newest replaces the current one', async () => {
    renderToaster();
    act(() => notify({ type: 'success', title: 'Task created' }));
    await screen.findByText('Task created');
    act(() => notify({ type: 'error', title: 'Error', description: 'Failed to delete task.' }));
    await screen.findByText('Failed to delete task.');
    await waitFor(() => expect(screen.queryByText('Task created')).toBeNull());
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });
});
