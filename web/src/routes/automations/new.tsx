import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../../app/load-query';
import { BuilderPage } from '../../features/automations/builder/builder-page';
import { integrationsQueryOptions } from '../../features/integrations/api/get-integrations';
import { useConnectedApps } from './-connected-apps';

export const Route = createFileRoute('/automations/new')({
  loader: ({ context }) => preload(context.queryClient, ensureQuery(integrationsQueryOptions())),
  component: NewAutomationRoute,
});

function NewAutomationRoute() {
  return <BuilderPage integrations={useConnectedApps()} />;
}
