import type { AuditTarget } from '@shared/schemas/audit';

/** Where each kind of target is shown in the app; a kind with no screen of its own (a note, a user) has no link. */
const SCREENS: Record<string, string> = {
  task: '/tasks',
  automation: '/automations',
  integration: '/integrations',
  member: '/settings/members',
  invitation: '/settings/members',
  workspace: '/settings/members',
  statement: '/financial',
  transaction: '/financial',
  bank_link: '/financial',
  category_rule: '/financial',
  api_key: '/settings/developers',
  webhook: '/settings/developers',
  subscription: '/subscription',
  sso: '/settings/security',
  assistant_action: '/chat',
};

export function targetPath(target: AuditTarget): string | undefined {
  if (target.type === 'employee') return `/team/${encodeURIComponent(target.id)}`;
  return SCREENS[target.type];
}

/** The kinds of target the filter offers, as people call them. */
export const TARGET_TYPES: ReadonlyArray<[string, string]> = [
  ['employee', 'Employees'],
  ['member', 'Members'],
  ['invitation', 'Invitations'],
  ['task', 'Tasks'],
  ['note', 'Notes'],
  ['automation', 'Automations'],
  ['assistant_action', 'Assistant actions'],
  ['integration', 'Integrations'],
  ['statement', 'Statements'],
  ['bank_link', 'Bank links'],
  ['transaction', 'Transactions'],
  ['subscription', 'Subscription'],
  ['api_key', 'API keys'],
  ['webhook', 'Webhooks'],
  ['user', 'Sign-ins'],
];
