import { createFileRoute } from '@tanstack/react-router';
import type { Task } from '@shared/schemas/task';
import { useState } from 'react';
import { tasksQueryOptions } from '../features/tasks/api/get-tasks';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { FindTeamMemberDialog } from '../features/team/components/find-team-member-dialog';

export const Route = createFileRoute('/tasks')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(tasksQueryOptions()),
  component: TasksRoute,
});

/** The route composes the two features: 'Find Team Member' on a task opens the team directory's AI assignment dialog. */
function TasksRoute() {
  const [findingFor, setFindingFor] = useState<Task>();
  return (
    <>
      <TasksPage onFindTeamMember={setFindingFor} />
      <FindTeamMemberDialog task={findingFor} onClose={() => setFindingFor(undefined)} />
    </>
  );
}
