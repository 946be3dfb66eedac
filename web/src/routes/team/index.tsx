import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../app/load-query';
import { employeesQueryOptions } from '../../features/team/api/get-employees';
import { TeamPage } from '../../features/team/components/team-page';

export const Route = createFileRoute('/team/')({
  loader: ({ context }) => loadQuery(context.queryClient, employeesQueryOptions()),
  component: TeamPage,
});
