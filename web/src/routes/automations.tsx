import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../app/load-query';
import { automationsQueryOptions } from '../features/automations/api/get-automations';
import { AutomationsPage } from '../features/automations/components/automations-page';

export const Route = createFileRoute('/automations')({
  loader: ({ context }) => loadQuery(context.queryClient, automationsQueryOptions()),
  component: AutomationsPage,
});
