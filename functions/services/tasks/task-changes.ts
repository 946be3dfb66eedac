import type { NewTask, Task, TaskChanges } from '@shared/schemas/task';
import { type StoredTask, taskEntity } from '../../data/tasks/tasks';
import { taskCompletedEvent } from '../../domain/tasks/task-events';
import { planStatusChange } from '../../domain/tasks/task-status';
import { Conflict } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { releasePlanUse, reservePlanUse } from '../billing/plan-usage';
import { recordTaskChange } from '../kpi/kpi-rollups';
import { found } from '../workspace/not-found';

/**
 * Creating and editing tasks. A task entering completed publishes `task_completed`, which runs the workspace's
 * automations; the event is part of the change, so when it cannot be published the change is undone and the request
 * fails (the user can complete the task again), instead of leaving a completed task whose automations silently never
 * ran.
 */

/** A new task by the signed-in user (whatever `userId` a body carries), counted against the plan's monthly tasks. */
export async function createTask(workspaceId: string, userId: string, input: NewTask, now = new Date()): Promise<Task> {
  const { completedAt, entersCompleted } = planStatusChange(undefined, input.status, now);
  const task: Task = {
    id: newId(),
    title: input.title,
    description: input.description,
    status: input.status,
    priority: input.priority,
    dueDate: input.dueDate,
    userId,
    assigneeEmployeeId: null,
    createdByAutomationId: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    completedAt: completedAt ?? null,
  };
  const use = await reservePlanUse(workspaceId, 'tasks', now);
  try {
    await taskEntity.create({ workspaceId, ...task });
  } catch (error) {
    await releasePlanUse(use);
    throw error;
  }
  if (entersCompleted) {
    try {
      await publishEvent(taskCompletedEvent(workspaceId, task, newId(), userId));
    } catch (error) {
      // No completed task without its event: the failed request leaves nothing behind, not even its count.
      await taskEntity.delete({ workspaceId, id: task.id }).catch(() => false);
      await releasePlanUse(use).catch(() => undefined);
      throw error;
    }
  }
  await recordTaskChange(workspaceId, undefined, task);
  return task;
}

/** Conditional writes that lose a race are tried again this often, re-reading the task each time. */
const UPDATE_ATTEMPTS = 5;

/**
 * Applies the changes. The write is conditional on the status read before it, so of two concurrent completions only
 * one sees "entered completed" and publishes the event. A write that lost the race is simply tried again on the task
 * as it now is (setting a value twice is the same as once), so concurrent edits all succeed; 409 only when the task
 * keeps changing under it `UPDATE_ATTEMPTS` times.
 */
export async function updateTask(
  workspaceId: string,
  userId: string,
  id: string,
  changes: TaskChanges,
  now = new Date(),
): Promise<Task> {
  for (let attempt = 1; ; attempt++) {
    const current = found(await taskEntity.get({ workspaceId, id }, { consistent: true }), 'task');
    const { completedAt, entersCompleted } = planStatusChange(current.status, changes.status, now);
    const updated = await taskEntity.update(
      { workspaceId, id },
      { ...changes, completedAt, updatedAt: now.toISOString() },
      { if: { status: current.status } },
    );
    if (updated) {
      if (entersCompleted) await publishCompletion(workspaceId, userId, current, updated);
      // Only the writer whose conditional write changed the status moves the dashboard's rollups.
      if (updated.status !== current.status) await recordTaskChange(workspaceId, current, updated);
      return updated;
    }
    if (attempt === UPDATE_ATTEMPTS) {
      throw new Conflict('The task changed while it was being updated; reload and try again');
    }
    await backOff(attempt);
  }
}

/** A few milliseconds, growing and jittered, so racing writers do not meet again at once. */
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/**
 * The completion's event, or the completion undone if it cannot be published (see the module note). A task an
 * automation created carries its run's chain into the event, so that automation does not run on it again.
 */
async function publishCompletion(
  workspaceId: string,
  userId: string,
  current: Task,
  updated: StoredTask,
): Promise<void> {
  const { id } = current;
  try {
    await publishEvent(taskCompletedEvent(workspaceId, updated, newId(), userId));
  } catch (error) {
    const { title, description, status, priority, dueDate, completedAt: before, updatedAt } = current;
    const undone = await taskEntity
      .update(
        { workspaceId, id },
        { title, description, status, priority, dueDate, completedAt: before, updatedAt },
        { if: { status: 'completed' } },
      )
      .catch((undoError: unknown) => undoError);
    logger.error('Publishing task_completed failed; the completion was undone', { taskId: id, error, undone });
    throw error;
  }
}
