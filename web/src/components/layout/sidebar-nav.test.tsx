import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authUserQueryOptions } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { anAuthUser } from '../../testing/fixtures';
import { themeSystem } from '../../theme/system';
import { SidebarNav } from './sidebar-nav';

afterEach(cleanup);

async function renderAt(path: string) {
  // The sidebar lists the pages the signed-in person's role may open: the owner sees them all.
  const queryClient = createQueryClient();
  queryClient.setQueryData(authUserQueryOptions.queryKey, anAuthUser());
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <ChakraProvider value={themeSystem()}>
          <QueryClientProvider client={queryClient}>
            <SidebarNav collapsed={false} />
          </QueryClientProvider>
        </ChakraProvider>
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
