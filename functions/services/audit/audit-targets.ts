import type { AuditTarget } from '@shared/schemas/audit';

/**
 * What the log calls each kind of thing it records changes to: `{type, id, label}`, the label as a person would name
 * it (the screen links `type` + `id` to the thing's page). One builder per kind, so every service names it alike.
 */
export const taskTarget = (task: { id: string; title: string }): AuditTarget => ({
  type: 'task',
  id: task.id,
  label: task.title,
});
