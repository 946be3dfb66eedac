import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeSystem } from '../../theme/system';
import { SidebarNav } from './sidebar-nav';

afterEach(cleanup);

async function renderAt(path: string) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <QueryClientProvider client={new QueryClient()}>
          <ChakraProvider value={themeSystem()}>
            <SidebarNav collapsed={false} />
          </ChakraProvider>
        </QueryClientProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
  await screen.findByRole('navigation', { name: 'Main' });
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('SidebarNav', () => {
  it("highlights Dashboard on '/dashboard', the Dashboard's other path", async () => {
    await renderAt('/dashboard');
    expect(current()).toEqual(['Dashboard']);
  });

  it("highlights Dashboard on '/' and only Tasks on '/tasks'", async () => {
    await renderAt('/');
    expect(current()).toEqual(['Dashboard']);
    cleanup();
    await renderAt('/tasks');
    expect(current()).toEqual(['Tasks']);
  });
});
