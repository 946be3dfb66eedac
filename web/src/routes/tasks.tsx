import type { Task } from '@shared/schemas/task';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { loadQuery } from '../app/load-query';
import { tasksQueryOptions } from '../features/tasks/api/get-tasks';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { employeesQueryOptions, useEmployees } from '../features/team/api/get-employees';
import { FindTeamMemberDialog } from '../features/team/components/find-team-member-dialog';

export const Route = createFileRoute('/tasks')({
  loader: async ({ context }) => {
    await Promise.all([
      loadQuery(context.queryClient, tasksQueryOptions()),
      loadQuery(context.queryClient, employeesQueryOptions()),
    ]);
  },
  component: TasksRoute,
});

/**
 * The route composes the two features: 'Find Team Member' on a task opens the team directory's AI assignment dialog,
 * and assigned tasks show their employee's name.
 */
function TasksRoute() {
  const [findingFor, setFindingFor] = useState<Task>();
  const employees = useEmployees();
  const assigneeNameOf = (task: Task) => {
    const employee = employees.data?.find((e) => e.id === task.assigneeEmployeeId);
    return employee ? `${employee.firstName} ${employee.lastName}`.trim() : undefined;
  };
  return (
    <>
      <TasksPage onFindTeamMember={setFindingFor} assigneeNameOf={assigneeNameOf} />
      <FindTeamMemberDialog task={findingFor} onClose={() => setFindingFor(undefined)} />
    </>
  );
}
