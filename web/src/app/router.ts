import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /** Called once the shell has first committed (the first paint's skeleton can go then). */
  onShellMounted: () => void;
}

export function createAppRouter(queryClient: QueryClient, onShellMounted: () => void = () => {}) {
  return createRouter({
    routeTree,
    context: { queryClient, onShellMounted },
    defaultPreload: 'intent',
    // The query cache decides freshness (never stale, spec §9); the router must not cache loader data on top.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
