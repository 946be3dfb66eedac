import { Skeleton } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../../app/load-query';
import { QueryStates } from '../../components/query-states';
import { automationQueryOptions, useAutomation } from '../../features/automations/api/get-automation';
import { BuilderPage } from '../../features/automations/builder/builder-page';
import { integrationsQueryOptions } from '../../features/integrations/api/get-integrations';
import { useConnectedApps } from './-connected-apps';

export const Route = createFileRoute('/automations/$id')({
  validateSearch: (search: Record<string, unknown>): { saved?: boolean } =>
    search.saved === true || search.saved === 'true' ? { saved: true } : {},
  loader: ({ context, params }) =>
    preload(
      context.queryClient,
      ensureQuery(automationQueryOptions(params.id)),
      ensureQuery(integrationsQueryOptions()),
    ),
  component: AutomationBuilderRoute,
});

function AutomationBuilderRoute() {
  const { id } = Route.useParams();
  const { saved } = Route.useSearch();
  const automation = useAutomation(id);
  const integrations = useConnectedApps();
  // Keyed by id: another automation starts the builder afresh; a save of this one resets it from the answer.
  return (
    <QueryStates
      query={automation}
      loading={<Skeleton height="64" aria-label="Loading the automation" />}
      failed="The automation could not be loaded"
    >
      {(data) => <BuilderPage key={id} automation={data} integrations={integrations} justSaved={saved} />}
    </QueryStates>
  );
}
