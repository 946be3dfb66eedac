import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from '../features/landing/components/landing-page';
import { themeSystem } from '../theme/system';

/**
 * Build-time render of the landing page: its HTML and every style it needs, so the signed-out page paints
 * and works before (and without) any React on the client.
 */
export function renderLanding(): { html: string; css: string } {
  const cache = createCache({ key: 'css' });
  // compat: collect styles in `cache.inserted` instead of writing <style> tags between the elements.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={themeSystem()}>
        <LandingPage />
      </ChakraProvider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { html, css };
}
