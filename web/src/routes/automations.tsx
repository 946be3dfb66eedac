import { createFileRoute } from '@tanstack/react-router';
import { automationsQueryOptions } from '../features/automations/api/get-automations';
import { AutomationsPage } from '../features/automations/components/automations-page';

export const Route = createFileRoute('/automations')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(automationsQueryOptions()),
  component: () => <AutomationsPage />,
});
