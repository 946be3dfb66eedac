import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { failRoutesWhoseCodeIsUnreachable } from '../lib/screen-code';
import { routeTree } from '../routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /** Called once the shell has first committed (the first paint's skeleton can go then). */
  onShellMounted: () => void;
}

export function createAppRouter(queryClient: QueryClient, onShellMounted: () => void = () => {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient, onShellMounted },
    defaultPreload: 'intent',
    // The query cache decides freshness (never stale, spec §9); the router must not cache loader data on top.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A screen that fails shows why inside the shell; one whose code is unreachable offers Retry (issue 28 §7).
    defaultErrorComponent: RouteError,
  });
  failRoutesWhoseCodeIsUnreachable(Object.values(router.routesById));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
