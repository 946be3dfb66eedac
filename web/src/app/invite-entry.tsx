import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InvitationPage } from '../features/workspace/components/invitation-page';
import { authUserQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { themeSystem } from '../theme/system';

/** `/invite/{token}` for a visitor who is not signed in: the invitation and the way to sign in, nothing else. */
export function mountInvitation(container: HTMLElement, token: string): void {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authUserQueryOptions.queryKey, null);
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={themeSystem()}>
        <QueryClientProvider client={queryClient}>
          <InvitationPage token={token} />
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
