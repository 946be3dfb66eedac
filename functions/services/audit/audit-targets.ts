import type { AuditTarget } from '@shared/schemas/audit';
import { userActor } from './audit-actor';

/**
 * What the log calls each kind of thing it records changes to: `{type, id, label}`, the label as a person would name
 * it (the screen links `type` + `id` to the thing's page). One builder per kind, so every service names it alike.
 */

/** A kind of thing that has an id, labelled with one of its text fields. */
const labelledBy =
  <Field extends string>(type: string, field: Field) =>
  (thing: { id: string } & Record<Field, string>): AuditTarget => ({ type, id: thing.id, label: thing[field] });

export const taskTarget = labelledBy('task', 'title');
export const invitationTarget = labelledBy('invitation', 'email');

/** A member of the workspace, by their name now. */
export const memberTarget = async (userId: string): Promise<AuditTarget> => ({
  type: 'member',
  id: userId,
  label: (await userActor(userId)).name,
});

export const workspaceTarget = (workspaceId: string, name: string): AuditTarget => ({
  type: 'workspace',
  id: workspaceId,
  label: name,
});

export const employeeTarget = (employee: { id: string; firstName: string; lastName: string }): AuditTarget => ({
  type: 'employee',
  id: employee.id,
  label: `${employee.firstName} ${employee.lastName}`.trim(),
});

/** A note is shown on its employee's page: the target is the note, labelled with its subject. */
export const noteTarget = labelledBy('note', 'subject');
export const automationTarget = labelledBy('automation', 'name');

/** A download of the workspace's data: `tasks`, `team`, `transactions`, `workspace data`. */
export const reportTarget = (report: string): AuditTarget => ({ type: 'report', id: report, label: report });

/** An action the assistant proposed, labelled with its summary ('Create task "Call the bank"'). */
export const chatActionTarget = labelledBy('assistant_action', 'summary');
export const integrationTarget = labelledBy('integration', 'name');

/** The workspace's plan: one per workspace. */
export const subscriptionTarget = (workspaceId: string): AuditTarget => ({
  type: 'subscription',
  id: workspaceId,
  label: 'Subscription',
});

export const statementTarget = labelledBy('statement', 'filename');

/** A linked bank, by its institution once Plaid named it. */
export const bankLinkTarget = (link: { id: string; institution: string | null }): AuditTarget => ({
  type: 'bank_link',
  id: link.id,
  label: link.institution ?? 'Bank',
});
