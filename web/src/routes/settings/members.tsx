import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../../app/load-query';
import { membersQueryOptions } from '../../features/workspace/api/members';
import { MembersPage } from '../../features/workspace/components/members-page';

export const Route = createFileRoute('/settings/members')({
  loader: ({ context }) => preload(context.queryClient, ensureQuery(membersQueryOptions())),
  component: MembersPage,
});
