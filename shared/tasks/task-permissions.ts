import { can, type Role, refusalMessage, roleLabels } from '@shared/access/roles';

/** Who changes a task: their role, who they are and the employee record that is them. */
export interface TaskActor {
  userId: string;
  role: Role;
  employeeId: string | null;
}

/** What of a task decides who may change it: its creator (`userId`) and its assignee. */
export interface TaskOwnership {
  userId: string;
  assigneeEmployeeId: string | null;
}

/** A change to a task: an edit of some fields (`PATCH`), an assignment or a deletion. */
export type TaskChange = { kind: 'edit'; fields: readonly string[] } | { kind: 'assign' } | { kind: 'delete' };

/**
 * The one rule of who may change a task, or the refusal naming what the role lacks:
 * - owners, admins and managers (`tasks.manage`): any task, any change;
 * - members (`tasks.contribute`): the tasks they created, any change; a task assigned to them (their employee
 *   record), its status only;
 * - viewers: nothing.
 */
export function taskChangeRefusal(actor: TaskActor, task: TaskOwnership, change: TaskChange): string | undefined {
  if (can(actor.role, 'tasks.manage')) return undefined;
  if (!can(actor.role, 'tasks.contribute')) return refusalMessage(actor.role, 'tasks.contribute');
  if (task.userId === actor.userId) return undefined;
  const role = roleLabels[actor.role];
  const assignedToThem = actor.employeeId !== null && task.assigneeEmployeeId === actor.employeeId;
  if (!assignedToThem) return `Your role (${role}) can change only the tasks they created`;
  if (change.kind === 'edit' && change.fields.every((field) => field === 'status')) return undefined;
  return `Your role (${role}) can change only the status of the tasks assigned to them`;
}

export function mayChangeTask(actor: TaskActor, task: TaskOwnership, change: TaskChange): boolean {
  return taskChangeRefusal(actor, task, change) === undefined;
}

/** The fields a `PATCH` sets (those present in the parsed body). */
export const fieldsOf = (changes: object): string[] =>
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);
