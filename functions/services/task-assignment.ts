import type { Task } from '@shared/schemas/task';
import { employeeEntity } from '../data/employees';
import { taskEntity } from '../data/tasks';
import { found, notFound } from './not-found';

/** Sets the task's assignee, an employee of the same workspace. */
export async function assignTask(workspaceId: string, id: string, employeeId: string, now = new Date()): Promise<Task> {
  if (!(await employeeEntity.get({ workspaceId, id: employeeId }))) throw notFound('employee');
  const updated = found(
    await taskEntity.update({ workspaceId, id }, { assigneeEmployeeId: employeeId, updatedAt: now.toISOString() }),
    'task',
  );
  return updated;
}
