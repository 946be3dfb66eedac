import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../app/router';
import { AppShell } from '../components/layout/app-shell';
import { NotFoundPage } from '../components/not-found-page';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useAfterFirstCommit } from '../lib/use-after-first-commit';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { onShellMounted } = Route.useRouteContext();
  // The router first renders its matches in a synchronous render (its store's update), which no transition can slice:
  // the shell and the screen render in a transition right after it, in slices, while the first paint's skeleton stays.
  const shown = useAfterFirstCommit();
  useEffect(() => {
    if (shown) onShellMounted();
  }, [shown, onShellMounted]);
  if (!shown) return null;
  return (
    <AppShell headerActions={<NotificationBell />}>
      <Outlet />
    </AppShell>
  );
}
