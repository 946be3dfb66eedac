import type { NewTask, Task, TaskChanges, TaskView } from '@shared/schemas/task';
import { type StoredTask, taskEntity } from '../../data/tasks/tasks';
import { employeeEntity } from '../../data/team/employees';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { changedFields } from '../../domain/audit/changes';
import { DEFAULT_TIME_ZONE } from '../../domain/kpi/zoned-date';
import { taskChangedEvent, taskCompletedEvent } from '../../domain/tasks/task-events';
import { changeableTaskFields } from '../../domain/tasks/task-fields';
import { planStatusChange } from '../../domain/tasks/task-status';
import { Conflict } from '../../platform/errors';
import { publishEvent, publishEvents } from '../../platform/events';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { recordAudit } from '../audit/audit-log';
import { taskTarget } from '../audit/audit-targets';
import { releasePlanUse, reservePlanUse } from '../billing/plan-usage';
import { recordTaskChange } from '../kpi/kpi-rollups';
import { found, notFound } from '../workspace/not-found';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { viewOfTaskIn } from './task-clock';

/**
 * Creating and editing tasks. A new task publishes `task_created`, a change `task_updated` (for outgoing webhooks),
 * and a task entering completed also `task_completed`, which runs the workspace's automations; a creation's and a
 * completion's events are part of the change, so when they cannot be published the change is undone and the request
 * fails (the user can try again), instead of leaving a completed task whose automations silently never ran.
 */

/** A new task by the signed-in user (whatever `userId` a body carries), counted against the plan's monthly tasks. */
export async function createTask(
  workspaceId: string,
  userId: string,
  input: NewTask,
  now = new Date(),
  /** The workspace's item when the request read it already (an API key's plan gate): its plan and zone are used. */
  workspaceItem?: Record<string, unknown>,
): Promise<TaskView> {
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
  // The workspace's plan and its zone, in which the rollups and the answer's `overdue` count days: the request's item,
  // or one eventually consistent read. Either way a refusal at its tier re-reads the tier consistently
  // (`reservePlanUse`), so an upgrade confirmed a moment ago still counts; a consistent read here cost 0.5 RU more.
  const workspace = workspaceEntity.fromItem(workspaceItem) ?? (await workspaceEntity.get({ workspaceId }));
  const timeZone = workspace?.timeZone ?? DEFAULT_TIME_ZONE;
  const use = await reservePlanUse(workspaceId, 'tasks', now, workspace?.subscriptionTier);
  try {
    await taskEntity.create({ workspaceId, ...task });
  } catch (error) {
    await releasePlanUse(use);
    throw error;
  }
  const events = [taskChangedEvent('task_created', workspaceId, task, newId(), userId)];
  if (entersCompleted) events.push(taskCompletedEvent(workspaceId, task, newId(), userId));
  try {
    await publishEvents(events);
  } catch (error) {
    // No task without its events: the failed request leaves nothing behind, not even its count.
    await taskEntity.delete({ workspaceId, id: task.id }).catch(() => false);
    await releasePlanUse(use).catch(() => undefined);
    throw error;
  }
  // Independent writes once the task is stored: made together, the answer waits for the slower, not for both.
  await Promise.all([
    recordTaskChange(workspaceId, undefined, task, timeZone),
    recordAudit(workspaceId, { action: 'task.created', target: taskTarget(task) }),
  ]);
  return viewOfTaskIn(task, timeZone, now);
}

/** The fields of a task the audit log follows. */
const AUDITED_TASK_FIELDS = ['title', 'description', 'status', 'priority', 'dueDate', 'assigneeEmployeeId'] as const;

/** Conditional writes that lose a race are tried again this often, re-reading the task each time. */
const UPDATE_ATTEMPTS = 5;

/**
 * Who asks for a change: the workspace (from the session) and the user (`null` for the system acting on its own, such
 * as an assistant action confirmed without one).
 */
export interface TaskActor {
  workspaceId: string;
  userId: string | null;
}

/**
 * The task as it is now, for `actor` to change: 404 when it does not exist (or is another workspace's). This is the
 * one place every edit of a task passes (status, fields, assignment, from any route), so a rule about who may change
 * what (a member may edit only their own tasks) goes here, seeing the actor, the task and the changes.
 */
async function taskToChange(actor: TaskActor, id: string, _changes: TaskChanges): Promise<Task> {
  return found(await taskEntity.get({ workspaceId: actor.workspaceId, id }, { consistent: true }), 'task');
}

/**
 * Applies the changes. The write is conditional on the status read before it, so of two concurrent completions only
 * one sees "entered completed" and publishes the event. A write that lost the race is simply tried again on the task
 * as it now is (setting a value twice is the same as once), so concurrent edits all succeed; 409 only when the task
 * keeps changing under it `UPDATE_ATTEMPTS` times.
 *
 * Only a status change moves the dashboard's rollups and the counts by status: they read nothing else of a task
 * (`TaskFacts`). An assignee must be an employee of the workspace (404 'Employee not found'); the team's workload
 * figures are computed from the tasks' assignees when read, so they follow the write.
 */
export async function updateTask(
  actor: TaskActor,
  id: string,
  changes: TaskChanges,
  now = new Date(),
): Promise<TaskView> {
  const { workspaceId } = actor;
  const assignee = changes.assigneeEmployeeId;
  const zone = workspaceTimeZone(workspaceId);
  zone.catch(() => undefined);
  for (let attempt = 1; ; attempt++) {
    const current = await taskToChange(actor, id, changes);
    if (attempt === 1 && assignee && assignee !== current.assigneeEmployeeId)
      await mustBeEmployee(workspaceId, assignee);
    const { completedAt, entersCompleted } = planStatusChange(current.status, changes.status, now);
    const updated = await taskEntity.update(
      { workspaceId, id },
      { ...changes, completedAt, updatedAt: now.toISOString() },
      { if: { status: current.status } },
    );
    if (updated) {
      if (entersCompleted) await publishCompletion(actor, current, updated);
      else await publishEvent(taskChangedEvent('task_updated', workspaceId, updated, newId(), actor.userId));
      const timeZone = await zone;
      const changed = changedFields(current, updated, AUDITED_TASK_FIELDS);
      const action = Object.keys(changed).join() === 'assigneeEmployeeId' ? 'task.assigned' : 'task.updated';
      await Promise.all([
        // Only the writer whose conditional write changed the status moves the dashboard's rollups.
        updated.status !== current.status && recordTaskChange(workspaceId, current, updated, timeZone),
        recordAudit(workspaceId, { action, target: taskTarget(updated), changes: changed }),
      ]);
      // Last: what else the change did stands (counted and on the audit log) even if the assignee turns out to be gone.
      if (assignee && assignee !== current.assigneeEmployeeId) await keepAssigneeReal(workspaceId, id, assignee);
      return viewOfTaskIn(updated, timeZone, now);
    }
    if (attempt === UPDATE_ATTEMPTS) {
      throw new Conflict('The task changed while it was being updated; reload and try again');
    }
    await backOff(attempt);
  }
}

async function mustBeEmployee(workspaceId: string, employeeId: string): Promise<void> {
  if (!(await employeeEntity.get({ workspaceId, id: employeeId }, { consistent: true }))) throw notFound('employee');
}

/**
 * An employee being deleted first unassigns their tasks, then goes. An assignment written between the two would point
 * at nobody, so after the write the employee is read again: gone, the assignment is taken back (if the task is still
 * theirs) and the request answers 404, as it would have a moment later.
 */
async function keepAssigneeReal(workspaceId: string, id: string, employeeId: string): Promise<void> {
  if (await employeeEntity.get({ workspaceId, id: employeeId }, { consistent: true })) return;
  await taskEntity.update(
    { workspaceId, id },
    { assigneeEmployeeId: null },
    { if: { assigneeEmployeeId: employeeId } },
  );
  throw notFound('employee');
}

/** A few milliseconds, growing and jittered, so racing writers do not meet again at once. */
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/**
 * The completion's event, or the completion undone if it cannot be published (see the module note). A task an
 * automation created carries its run's chain into the event, so that automation does not run on it again.
 */
async function publishCompletion(actor: TaskActor, current: Task, updated: StoredTask): Promise<void> {
  const { workspaceId, userId } = actor;
  const { id } = current;
  try {
    await publishEvents([
      taskCompletedEvent(workspaceId, updated, newId(), userId),
      taskChangedEvent('task_updated', workspaceId, updated, newId(), userId),
    ]);
  } catch (error) {
    const undone = await taskEntity
      .update({ workspaceId, id }, changeableTaskFields(current), { if: { status: 'completed' } })
      .catch((undoError: unknown) => undoError);
    logger.error('Publishing task_completed failed; the completion was undone', { taskId: id, error, undone });
    throw error;
  }
}
