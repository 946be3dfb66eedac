import * as api from '@shared/api/contracts/tasks';
import { newId } from '../../data/ids';
import { getTask, toTaskView, updateTask } from '../../data/tasks';
import { taskCompletedEvent } from '../../domain/tasks/task-events';
import { planStatusChange } from '../../domain/tasks/task-status';
import { Conflict, NotFound } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { defineHandler } from '../../platform/http/define-handler';
import { logger } from '../../platform/logger';

/**
 * `PATCH /api/tasks/{id}`: 200 with the updated task. A task entering completed publishes `task_completed`;
 * the write is conditional on the status read, so one completion raises exactly one event. If the event cannot be
 * published, the change is undone and the request fails: the user sees the error and can complete the task again,
 * instead of a completed task whose automations silently never ran.
 */
export const handler = defineHandler(api.updateTask, async ({ body, params, session }) => {
  const current = await getTask(session.workspaceId, params.id);
  if (!current) throw new NotFound('Task not found');
  const now = new Date();
  const { completedAt, entersCompleted } = planStatusChange(current.status, body.status, now);
  const updated = await updateTask(
    session.workspaceId,
    params.id,
    { ...body, completedAt, updatedAt: now.toISOString() },
    current.status,
  );
  if (!updated) throw new NotFound('Task not found');
  if (updated === 'conflict') throw new Conflict('The task changed while it was being updated; reload and try again');
  if (entersCompleted) {
    try {
      await publishEvent(taskCompletedEvent(updated, newId(), session.userId));
    } catch (error) {
      const { title, description, status, priority, dueDate, completedAt: before, updatedAt } = current;
      const undone = await updateTask(
        session.workspaceId,
        params.id,
        { title, description, status, priority, dueDate, completedAt: before, updatedAt },
        'completed',
      ).catch((undoError: unknown) => undoError);
      logger.error('Publishing task_completed failed; the completion was undone', {
        taskId: params.id,
        error,
        undone,
      });
      throw error;
    }
  }
  return toTaskView(updated);
});
