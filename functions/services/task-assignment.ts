import type { Task } from '@shared/schemas/task';
import { employeeEntity } from '../data/employees';
import { taskEntity } from '../data/tasks';
import { NotFound } from '../platform/errors';
import { TASK_NOT_FOUND } from './tasks';

/** Sets the task's assignee, an employee of the same workspace. */
export async function assignTask(workspaceId: string, id: string, employeeId: string, now = new Date()): Promise<Task> {
  if (!(await employeeEntity.get({ workspaceId, id: employeeId }))) throw new NotFound('Employee not found');
  const updated = await taskEntity.update(
    { workspaceId, id },
    { assigneeEmployeeId: employeeId, updatedAt: now.toISOString() },
  );
  if (!updated) throw new NotFound(TASK_NOT_FOUND);
  return updated;
}
