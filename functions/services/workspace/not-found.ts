import { NotFound } from '../../platform/errors';

/**
 * The 404s of the workspace's resources, worded once. A missing id and another workspace's id answer alike, so a
 * caller learns nothing about other workspaces.
 */
const messages = {
  apiKey: 'API key not found',
  automation: 'Automation not found',
  automationRun: 'Automation run not found',
  bankAccount: 'Account not found',
  bankLink: 'Bank link not found',
  chatAction: 'Action not found',
  employee: 'Employee not found',
  integration: 'Integration not found',
  invitation: 'Invitation not found',
  member: 'Member not found',
  note: 'Note not found',
  statement: 'Statement not found',
  task: 'Task not found',
  transaction: 'Transaction not found',
  webhook: 'Webhook not found',
  webhookDelivery: 'Delivery not found',
  workspace: 'Workspace not found',
} as const;

export type Resource = keyof typeof messages;

export const notFound = (resource: Resource) => new NotFound(messages[resource]);

/** The value, or the resource's 404 when there is none. */
export function found<T>(value: T | undefined, resource: Resource): T {
  if (value === undefined) throw notFound(resource);
  return value;
}
