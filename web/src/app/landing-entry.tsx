import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from '../features/landing/components/landing-page';
import { themeSystem } from '../theme/system';

/** Client-side landing page, for `vite dev`, which serves index.html without the prerendered markup. */
export function mountLanding(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={themeSystem()}>
        <LandingPage />
      </ChakraProvider>
    </StrictMode>,
  );
}
