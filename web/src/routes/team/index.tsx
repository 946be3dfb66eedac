import { createFileRoute } from '@tanstack/react-router';
import { ensureFirstPage, preload } from '../../app/load-query';
import { employeesQueryOptions } from '../../features/team/api/get-employees';
import { TeamPage } from '../../features/team/components/team-page';

export const Route = createFileRoute('/team/')({
  loader: ({ context }) => preload(context.queryClient, ensureFirstPage(employeesQueryOptions())),
  component: TeamPage,
});
