import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Toaster, toaster } from '../components/ui/toaster';
import type { RouteResponse } from '../lib/api-route';
import { authUserQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { themeSystem } from '../theme/system';

/**
 * Renders a screen or component as the app does: the theme, a fresh query client and the toaster around it;
 * `signedInAs` puts the user where the signed-in shell keeps it (the plan, the name).
 */
export function renderInApp(ui: ReactElement, options: { signedInAs?: RouteResponse<'getAuthUser'> } = {}) {
  const queryClient = createQueryClient();
  if (options.signedInAs) queryClient.setQueryData(authUserQueryOptions.queryKey, options.signedInAs);
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
