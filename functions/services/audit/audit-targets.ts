import type { AuditTarget } from '@shared/schemas/audit';
import { userActor } from './audit-actor';

/**
 * What the log calls each kind of thing it records changes to: `{type, id, label}`, the label as a person would name
 * it (the screen links `type` + `id` to the thing's page). One builder per kind, so every service names it alike.
 */
export const taskTarget = (task: { id: string; title: string }): AuditTarget => ({
  type: 'task',
  id: task.id,
  label: task.title,
});

export const invitationTarget = (invitation: { id: string; email: string }): AuditTarget => ({
  type: 'invitation',
  id: invitation.id,
  label: invitation.email,
});

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
export const noteTarget = (note: { id: string; subject: string }): AuditTarget => ({
  type: 'note',
  id: note.id,
  label: note.subject,
});

export const automationTarget = (automation: { id: string; name: string }): AuditTarget => ({
  type: 'automation',
  id: automation.id,
  label: automation.name,
});

/** A download of the workspace's data: `tasks`, `team`, `transactions`, `workspace data`. */
export const reportTarget = (report: string): AuditTarget => ({ type: 'report', id: report, label: report });

/** An action the assistant proposed, labelled with its summary ('Create task "Call the bank"'). */
export const chatActionTarget = (action: { id: string; summary: string }): AuditTarget => ({
  type: 'assistant_action',
  id: action.id,
  label: action.summary,
});

export const integrationTarget = (integration: { id: string; name: string }): AuditTarget => ({
  type: 'integration',
  id: integration.id,
  label: integration.name,
});

/** The workspace's plan: one per workspace. */
export const subscriptionTarget = (workspaceId: string): AuditTarget => ({
  type: 'subscription',
  id: workspaceId,
  label: 'Subscription',
});

export const statementTarget = (statement: { id: string; filename: string }): AuditTarget => ({
  type: 'statement',
  id: statement.id,
  label: statement.filename,
});

/** A linked bank, by its institution once Plaid named it. */
export const bankLinkTarget = (link: { id: string; institution: string | null }): AuditTarget => ({
  type: 'bank_link',
  id: link.id,
  label: link.institution ?? 'Bank',
});
