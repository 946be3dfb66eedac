import type { Task } from '@shared/schemas/task';

/** What a change can move of a task: the fields a user edits and the two times a change sets. */
export type ChangeableTaskFields = Pick<
  Task,
  'title' | 'description' | 'status' | 'priority' | 'dueDate' | 'assigneeEmployeeId' | 'updatedAt' | 'completedAt'
>;

/**
 * A task's changeable fields and nothing else: what the task events show of it besides its id and creation time, and
 * what undoing a change writes back. Stored extras (the automation chain, the record's version) and the fields no change
 * touches (creator, creating automation) stay out, so neither reaches a webhook nor is written again.
 */
export function changeableTaskFields(task: Task): ChangeableTaskFields {
  const { title, description, status, priority, dueDate, assigneeEmployeeId, updatedAt, completedAt } = task;
  return { title, description, status, priority, dueDate, assigneeEmployeeId, updatedAt, completedAt };
}
