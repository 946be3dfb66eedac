import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PRERENDERED_STYLES_ID } from '../prerender/prerendered-styles';
import { themeSystem } from '../theme/system';

/**
 * The theme as the signed-in app uses it. index.html already holds every global style of the theme (the reset, the
 * tokens, the global CSS and the layer order), prerendered with the landing page; Chakra's provider would serialize
 * and insert all of them a second time at start-up, some 36 KB of CSS through stylis in one of the dashboard's
 * longest tasks. Without the prerendered sheet (`vite dev`), the provider inserts them as usual.
 */
function withoutPrerenderedGlobals(theme: SystemContext): SystemContext {
  if (!document.getElementById(PRERENDERED_STYLES_ID)) return theme;
  // Not a spread: `_global` is computed on first read (patches/@chakra-ui+react*.patch; serializing the ~600 token
  // variables and the global CSS was about a third of createSystem's start-up time), and copying would read it.
  return Object.create(theme, {
    _config: { value: { ...theme._config, disableLayers: true } },
    _global: { value: [] },
  });
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Built in the first render, not when the module loads (see themeSystem).
  const [appSystem] = useState(() => withoutPrerenderedGlobals(themeSystem()));
  return (
    <ChakraProvider value={appSystem}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}
