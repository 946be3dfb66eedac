import type { AuthUser } from '@shared/schemas/user';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authUserQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { SignedInApp } from './signed-in-app';

/** Replaces the landing page with the app once the current-user call has returned a user. */
export function mountSignedInApp(container: HTMLElement, user: AuthUser): void {
  const queryClient = createQueryClient();
  // The gate already asked the server; seed the cache so no screen asks again (data never goes stale).
  queryClient.setQueryData(authUserQueryOptions.queryKey, user);
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <SignedInApp />
      </AppProvider>
    </StrictMode>,
  );
}
