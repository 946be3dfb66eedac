import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Toaster, toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { system } from '../theme/system';

/** Renders a screen or component as the app does: the theme, a fresh query client and the toaster around it. */
export function renderInApp(ui: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** For `afterEach`: no toast, rendered tree or stubbed global (fetch) outlives its test. */
export function resetApp() {
  toaster.remove();
  cleanup();
  vi.unstubAllGlobals();
}
