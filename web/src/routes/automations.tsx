import { createFileRoute } from '@tanstack/react-router';
import { loadPages } from '../app/load-query';
import { automationsQueryOptions } from '../features/automations/api/get-automations';
import { AutomationsPage } from '../features/automations/components/automations-page';

export const Route = createFileRoute('/automations')({
  loader: ({ context }) => loadPages(context.queryClient, automationsQueryOptions()),
  component: AutomationsPage,
});
