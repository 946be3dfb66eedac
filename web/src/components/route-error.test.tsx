import { ChakraProvider } from '@chakra-ui/react';
import type { Branding } from '@shared/schemas/branding';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeQueryOptions } from '../lib/api-query';
import { createQueryClient } from '../lib/query-client';
import { failRoutesWhoseCodeIsUnreachable } from '../lib/screen-code';
import { aBranding } from '../testing/fixtures';
import { themeSystem } from '../theme/system';
import { RouteError } from './route-error';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The server's answers: whether it is up, and the page it serves. */
let serverUp: boolean;
let pageRequests: number;
beforeEach(() => {
  serverUp = false;
  pageRequests = 0;
  vi.stubGlobal('fetch', async () => {
    pageRequests += 1;
    if (!serverUp) throw new TypeError('Failed to fetch');
    return new Response('<!doctype html><div id="root"></div>', { headers: { 'content-type': 'text/html' } });
  });
});

const noBranding = aBranding();

/**
 * An app whose /team screen is a lazily loaded chunk, as the router's code splitting makes it; the workspace's
 * branding was read before the server went away, as the shell reads it on start.
 */
function renderApp(branding: Branding = noBranding) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(routeQueryOptions('getBranding').queryKey, branding);
  let imports = 0;
  const importer = async () => {
    imports += 1;
    if (!serverUp) {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/team-abc123.js');
    }
    return { default: () => <h1>Team screen</h1> };
  };
  const root = createRootRoute({
    component: () => (
      <ChakraProvider value={themeSystem()}>
        <nav aria-label="Main">
          <Link to="/">Dashboard</Link>
        </nav>
        <main>
          <Outlet />
        </main>
      </ChakraProvider>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Dashboard screen</h1> });
  const team = createRoute({ getParentRoute: () => root, path: '/team', component: lazyRouteComponent(importer) });
  const router = createRouter({
    routeTree: root.addChildren([home, team]),
    history: createMemoryHistory({ initialEntries: ['/team'] }),
    defaultErrorComponent: RouteError,
  });
  failRoutesWhoseCodeIsUnreachable(Object.values(router.routesById));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { imports: () => imports };
}

describe('a screen whose code cannot be loaded', () => {
  it("keeps the shell, says it can't reach BizPilot and never reloads the page", async () => {
    renderApp();
    expect(await screen.findByText("Can't reach BizPilot")).toBeTruthy();
    // The shell is still there around it.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // The router reloads the page for a missing module unless it has done so once (a key in sessionStorage).
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('tanstack_router_reload'))).toEqual([]);
  });

  it("names the workspace's own brand, or no product, when white-labelled", async () => {
    renderApp({ ...noBranding, hideBizPilotName: true });
    expect(await screen.findByText("Can't reach the server")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/BizPilot/i);
    cleanup();
    renderApp({ ...noBranding, displayName: 'Northwind Bakery', hideBizPilotName: true });
    expect(await screen.findByText("Can't reach Northwind Bakery")).toBeTruthy();
  });

  it('retries: still unreachable, then loads the screen once the server is back', async () => {
    const app = renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Still no answer from the server/)).toBeTruthy();
    expect(pageRequests).toBe(1);

    serverUp = true;
    const before = app.imports();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Team screen' })).toBeTruthy();
    expect(app.imports()).toBe(before + 1);
    expect(screen.queryByText("Can't reach BizPilot")).toBeNull();
  });
});
