import type { Task } from '@shared/schemas/task';

export interface TaskLoad {
  open: number;
  completed: number;
}

export const NO_TASKS: TaskLoad = { open: 0, completed: 0 };

/** Open (not completed) and completed tasks assigned to each employee. */
export function taskLoadByEmployee(
  tasks: readonly Pick<Task, 'assigneeEmployeeId' | 'status'>[],
): Map<string, TaskLoad> {
  const load = new Map<string, TaskLoad>();
  for (const task of tasks) {
    if (!task.assigneeEmployeeId) continue;
    const entry = load.get(task.assigneeEmployeeId) ?? { open: 0, completed: 0 };
    if (task.status === 'completed') entry.completed += 1;
    else entry.open += 1;
    load.set(task.assigneeEmployeeId, entry);
  }
  return load;
}
