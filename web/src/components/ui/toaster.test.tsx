import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeSystem } from '../../theme/system';
import { Toaster, toaster } from './toast-region';
import { notify } from './toaster';

/** A toaster module that has not shown its region yet (it remembers that for the page's life); the last test's. */
async function freshToaster() {
  vi.resetModules();
  return import('./toaster');
}

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
    await act(() => notify({ type: 'success', title: 'Task created' }));
    const region = await screen.findByRole('region');
    expect(region.getAttribute('aria-label')).toMatch(/^Notifications.*\(F8\)$/);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    });
    await waitFor(() => expect(document.activeElement).toBe(region));
  });

  it('shows one toast at a time: the newest replaces the current one', async () => {
    renderToaster();
    await act(() => notify({ type: 'success', title: 'Task created' }));
    await screen.findByText('Task created');
    await act(() => notify({ type: 'error', title: 'Error', description: 'Failed to delete task.' }));
    await screen.findByText('Failed to delete task.');
    await waitFor(() => expect(screen.queryByText('Task created')).toBeNull());
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });
});

describe('LazyToaster', () => {
  it('shows toasts asked for before the region loaded, the newest only, inside a live region already on the page', async () => {
    // What the region held when it was inserted: a region inserted with its message in it is often not announced.
    const regionsAsInserted: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue;
        const region = node.matches('[role=region]') ? node : node.querySelector('[role=region]');
        if (region) regionsAsInserted.push(region.textContent ?? '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { LazyToaster, notify } = await freshToaster();
    render(
      <ChakraProvider value={themeSystem()}>
        <LazyToaster />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();

    // Not awaited inside act: the region mounts in a render that act would hold back until the toasts were shown.
    act(() => {
      void notify({ type: 'success', title: 'Task created' });
      void notify({ type: 'error', title: 'Error', description: 'Failed to delete task.' });
    });
    const region = await screen.findByRole('region');
    await screen.findByText('Failed to delete task.');
    observer.disconnect();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Failed to delete task.');
    expect(screen.queryByText('Task created')).toBeNull();
    expect(regionsAsInserted).toEqual(['']);
  });
});
