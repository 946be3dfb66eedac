import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProvider } from './app/provider';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <App />
    </AppProvider>
  </StrictMode>,
);
