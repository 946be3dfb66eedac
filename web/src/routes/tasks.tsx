import type { Task } from '@shared/schemas/task';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ensureFirstPage, preload } from '../app/load-query';
import { DEFAULT_TASK_FILTERS, tasksQueryOptions } from '../features/tasks/api/get-tasks';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { FindTeamMemberDialog } from '../features/team/components/find-team-member-dialog';

export const Route = createFileRoute('/tasks')({
  // `?overdue=true` opens the list on its Overdue filter (the dashboard's 'Overdue tasks' links there).
  validateSearch: (search: Record<string, unknown>): { overdue?: boolean } =>
    search.overdue === true || search.overdue === 'true' ? { overdue: true } : {},
  loader: ({ context }) => preload(context.queryClient, ensureFirstPage(tasksQueryOptions(DEFAULT_TASK_FILTERS))),
  component: TasksRoute,
});

/**
 * The route composes the two features: 'Find Team Member' on a task opens the team directory's AI assignment dialog
 * (one request: the server ranks the team). Assignee names come with the task list's pages.
 */
function TasksRoute() {
  const [findingFor, setFindingFor] = useState<Task>();
  const { overdue } = Route.useSearch();
  return (
    <>
      <TasksPage onFindTeamMember={setFindingFor} overdueOnly={overdue} />
      <FindTeamMemberDialog task={findingFor} onClose={() => setFindingFor(undefined)} />
    </>
  );
}
