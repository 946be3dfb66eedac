import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ensureQuery, preload } from '../app/load-query';
import { connectOptionsQueryOptions } from '../features/integrations/api/get-connect-options';
import { integrationsQueryOptions } from '../features/integrations/api/get-integrations';
import { IntegrationsPage, type OAuthOutcome } from '../features/integrations/components/integrations-page';

export const Route = createFileRoute('/integrations')({
  // The OAuth callback comes back here with `?connected=<provider>` or `?oauthError=<reason>`.
  validateSearch: (search: Record<string, unknown>): OAuthOutcome => ({
    connected: typeof search.connected === 'string' ? search.connected : undefined,
    oauthError: typeof search.oauthError === 'string' ? search.oauthError : undefined,
  }),
  loader: ({ context }) =>
    preload(context.queryClient, ensureQuery(integrationsQueryOptions()), ensureQuery(connectOptionsQueryOptions())),
  component: IntegrationsRoute,
});

function IntegrationsRoute() {
  const outcome = Route.useSearch();
  const navigate = useNavigate();
  // Shown once: the address goes back to plain /integrations, so a reload does not toast again.
  const shown = useCallback(() => void navigate({ to: '/integrations', search: {}, replace: true }), [navigate]);
  return <IntegrationsPage oauthOutcome={outcome} onOAuthOutcomeShown={shown} />;
}
