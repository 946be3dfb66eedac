import { createFileRoute } from '@tanstack/react-router';
import { ensureFirstPage, ensureQuery, preload } from '../../app/load-query';
import { automationsQueryOptions } from '../../features/automations/api/get-automations';
import { AutomationsPage } from '../../features/automations/components/automations-page';
import { integrationsQueryOptions, useIntegrations } from '../../features/integrations/api/get-integrations';

export const Route = createFileRoute('/automations/')({
  loader: ({ context }) =>
    preload(context.queryClient, ensureFirstPage(automationsQueryOptions()), ensureQuery(integrationsQueryOptions())),
  component: AutomationsRoute,
});

/** The route composes the features: the automations screen says which connected integration feeds each trigger. */
function AutomationsRoute() {
  const integrations = useIntegrations();
  const connected = integrations.data?.filter((i) => i.isActive).map((i) => i.provider);
  return <AutomationsPage connectedProviders={connected} />;
}
