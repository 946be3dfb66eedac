import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { Task } from '@shared/schemas/task';

/**
 * The `task_completed` event for a task of the workspace that has just entered completed. A task an automation's run
 * created carries that run's chain (`automationChain`), whoever completes it.
 */
export function taskCompletedEvent(
  workspaceId: string,
  task: Task & { automationChain?: readonly string[] },
  eventId: string,
  actorUserId: string | null,
): BusinessEventDetail {
  return {
    type: 'task_completed',
    eventId,
    workspaceId,
    occurredAt: task.completedAt ?? task.updatedAt,
    actorUserId,
    ...(task.automationChain?.length ? { chain: [...task.automationChain] } : {}),
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
