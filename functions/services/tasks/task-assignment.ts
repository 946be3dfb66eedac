import type { TaskView } from '@shared/schemas/task';
import { updateTask } from './task-changes';

/**
 * Sets the task's assignee, an employee of the same workspace (`POST /api/tasks/{id}/assign`, an assistant action):
 * an edit of the task like any other, so it passes the same checks.
 */
export function assignTask(
  workspaceId: string,
  id: string,
  employeeId: string,
  now = new Date(),
  userId: string | null = null,
): Promise<TaskView> {
  return updateTask({ workspaceId, userId }, id, { assigneeEmployeeId: employeeId }, now);
}
