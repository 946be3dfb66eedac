import * as api from '@shared/api/contracts/tasks';
import { newId } from '../../data/ids';
import { deleteTask, putNewTask, type TaskRecord, toTaskView } from '../../data/tasks';
import { taskCompletedEvent } from '../../domain/tasks/task-events';
import { planStatusChange } from '../../domain/tasks/task-status';
import { publishEvent } from '../../platform/events';
import { defineHandler } from '../../platform/http/define-handler';

/** `POST /api/tasks`: 201 with the task. The creator is the signed-in user, whatever `userId` the body carries. */
export const handler = defineHandler(api.createTask, async ({ body, session }) => {
  const now = new Date();
  const { completedAt, entersCompleted } = planStatusChange(undefined, body.status, now);
  const task: TaskRecord = {
    id: newId(),
    workspaceId: session.workspaceId,
    title: body.title,
    description: body.description,
    status: body.status,
    priority: body.priority,
    dueDate: body.dueDate,
    userId: session.userId,
    assigneeEmployeeId: null,
    createdByAutomationId: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    completedAt: completedAt ?? null,
  };
  await putNewTask(task);
  if (entersCompleted) {
    try {
      await publishEvent(taskCompletedEvent(task, newId(), session.userId));
    } catch (error) {
      // As in update-task: no completed task without its event; the failed request leaves nothing behind.
      await deleteTask(session.workspaceId, task.id).catch(() => false);
      throw error;
    }
  }
  return toTaskView(task);
});
