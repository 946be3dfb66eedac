import type { Task } from '@shared/schemas/task';
import { taskEntity } from '../../data/tasks/tasks';
import { employeeEntity } from '../../data/team/employees';
import { found, notFound } from '../workspace/not-found';

/** Sets the task's assignee, an employee of the same workspace. */
export async function assignTask(workspaceId: string, id: string, employeeId: string, now = new Date()): Promise<Task> {
  if (!(await employeeEntity.get({ workspaceId, id: employeeId }))) throw notFound('employee');
  const updated = found(
    await taskEntity.update({ workspaceId, id }, { assigneeEmployeeId: employeeId, updatedAt: now.toISOString() }),
    'task',
  );
  return updated;
}
