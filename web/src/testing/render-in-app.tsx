import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Toaster, toaster } from '../components/ui/toast-region';
import type { RouteResponse } from '../lib/api-route';
import { authUserQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { themeSystem } from '../theme/system';
import { anAuthUser } from './fixtures';

/**
 * Renders a screen or component as the app does: the theme, a fresh query client and the toaster around it;
 * `signedInAs` puts the user where the signed-in shell keeps it (the plan, the name, the role's permissions, which
 * decide the buttons a screen shows). Screens render behind the sign-in gate, so the default is the workspace's
 * owner (`anAuthUser()`); `null` renders signed out (the user is then asked of the API).
 */
export function renderInApp(ui: ReactElement, options: { signedInAs?: RouteResponse<'getAuthUser'> | null } = {}) {
  const queryClient = createQueryClient();
  const user = options.signedInAs === undefined ? anAuthUser() : options.signedInAs;
  if (user) queryClient.setQueryData(authUserQueryOptions.queryKey, user);
  const rendered = render(
    <ChakraProvider value={themeSystem()}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...rendered, queryClient };
}

/** For `afterEach`: no toast, rendered tree or stubbed global (fetch) outlives its test. */
export function resetApp() {
  toaster.remove();
  cleanup();
  vi.unstubAllGlobals();
}
