import type { AuthUser } from '@shared/schemas/user';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authUserQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { SignedInApp } from './signed-in-app';

/**
 * Replaces the landing page with the app once the current-user call has returned a user; `onMounted` runs once the
 * shell has committed (the skeleton the first paint may show can then go without a flash of the landing page or of
 * an empty page).
 */
export function mountSignedInApp(container: HTMLElement, user: AuthUser, onMounted: () => void = () => {}): void {
  const queryClient = createQueryClient();
  // The gate already asked the server; seed the cache so no screen asks again (data never goes stale).
  queryClient.setQueryData(authUserQueryOptions.queryKey, user);
  const root = createRoot(container);
  // A transition: React renders the shell and the screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of one task that blocks input for the whole first render (Lighthouse's blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <SignedInApp onShellMounted={onMounted} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
