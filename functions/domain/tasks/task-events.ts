import type { BusEventDetail } from '@shared/schemas/bus-event';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { Task } from '@shared/schemas/task';
import { changeableTaskFields } from './task-fields';

type EventTask = Task & { automationChain?: readonly string[] };

/** What every event about a task starts with, the chain of the run that created it included (see taskCompletedEvent). */
function aboutTask(workspaceId: string, task: EventTask, eventId: string, actorUserId: string | null, at: string) {
  return {
    eventId,
    workspaceId,
    occurredAt: at,
    actorUserId,
    ...(task.automationChain?.length ? { chain: [...task.automationChain] } : {}),
  };
}

/**
 * The `task_completed` event for a task of the workspace that has just entered completed. A task an automation's run
 * created carries that run's chain (`automationChain`), whoever completes it.
 */
export function taskCompletedEvent(
  workspaceId: string,
  task: EventTask,
  eventId: string,
  actorUserId: string | null,
): BusinessEventDetail {
  return {
    type: 'task_completed',
    ...aboutTask(workspaceId, task, eventId, actorUserId, task.completedAt ?? task.updatedAt),
    data: {
      task: {
        id: task.id,
        title: task.title,
        description: task.description,
        priority: task.priority,
        dueDate: task.dueDate,
        completedAt: task.completedAt ?? task.updatedAt,
      },
    },
  };
}

/** `task_created` or `task_updated` (for outgoing webhooks): the task as it now is. */
export function taskChangedEvent(
  type: 'task_created' | 'task_updated',
  workspaceId: string,
  task: EventTask,
  eventId: string,
  actorUserId: string | null,
): BusEventDetail {
  return {
    type,
    ...aboutTask(workspaceId, task, eventId, actorUserId, task.updatedAt),
    data: { task: { id: task.id, ...changeableTaskFields(task), createdAt: task.createdAt } },
  };
}

export function taskDeletedEvent(
  workspaceId: string,
  task: Pick<Task, 'id' | 'title'>,
  eventId: string,
  occurredAt: Date,
): BusEventDetail {
  return {
    type: 'task_deleted',
    eventId,
    workspaceId,
    occurredAt: occurredAt.toISOString(),
    data: { task: { id: task.id, title: task.title } },
  };
}
