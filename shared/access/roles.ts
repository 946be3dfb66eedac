/**
 * Who may do what in a workspace: one role per member, and the capabilities each role holds, as data. The API checks
 * a route's capability before its handler runs (`permission` on each route contract), services filter what a role
 * may see of a read, the web hides what the role cannot do, and the assistant's tools read with the asker's role —
 * all from this one table. No zod here: the web's signed-in shell reads this table on every screen, and zod is a
 * chunk of its own that only forms need (the schemas are `shared/schemas/roles.ts`).
 */
export const roles = ['owner', 'admin', 'manager', 'member', 'viewer'] as const;
export type Role = (typeof roles)[number];

/** The roles an invitation or a role change may give: ownership only moves by a transfer. */
export const assignableRoles = ['admin', 'manager', 'member', 'viewer'] as const satisfies readonly Role[];
export type AssignableRole = (typeof assignableRoles)[number];

export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  member: 'Member',
  viewer: 'Viewer',
};

/** What each role is for, in the words the members screen shows beside the role selector. */
export const roleDescriptions: Record<Role, string> = {
  owner: 'Everything, including billing, deleting the workspace and transferring ownership',
  admin: 'Everything but billing and ownership: members, integrations, finance and compensation',
  manager: 'Runs the team and the work: employees, notes, tasks and automations; no finance or pay',
  member: 'Creates tasks and works on their own and those assigned to them; sees the team directory',
  viewer: 'Reads tasks, the team directory and the dashboard; the assistant answers but changes nothing',
};

type CapabilityDefinition = {
  /** Completes 'Your role (Member) cannot …' in a refusal. */
  readonly refusal: string;
  readonly roles: readonly Role[];
};

const everyone = roles;
const ownerAndAdmin = ['owner', 'admin'] as const;
const managers = ['owner', 'admin', 'manager'] as const;

/**
 * The capability table. A capability is what a route requires (`permission`) or what a service checks for part of
 * an answer (compensation on an employee, the revenue figures of the dashboard).
 */
export const capabilities = {
  'billing.manage': { refusal: 'manage billing', roles: ['owner'] },
  'workspace.own': { refusal: 'delete the workspace or transfer ownership', roles: ['owner'] },
  'workspace.view': { refusal: 'view the workspace', roles: everyone },
  'workspace.settings': { refusal: 'change workspace settings', roles: ownerAndAdmin },
  /** Single sign-on: who may sign in and how, so only the person who cannot be locked out by it. */
  'security.manage': { refusal: 'change how people sign in to the workspace (single sign-on)', roles: ['owner'] },
  'members.manage': { refusal: 'manage members and invitations', roles: ownerAndAdmin },
  'apiKeys.manage': { refusal: 'create or revoke API keys', roles: ownerAndAdmin },
  'integrations.view': { refusal: 'view integrations and their data', roles: managers },
  'integrations.manage': { refusal: 'connect, sync or remove integrations', roles: ownerAndAdmin },
  'webhooks.manage': { refusal: 'view or change outgoing webhooks', roles: ownerAndAdmin },
  'finance.view': { refusal: 'view financial data', roles: ownerAndAdmin },
  'finance.manage': { refusal: 'change financial data', roles: ownerAndAdmin },
  'compensation.view': { refusal: 'view or change compensation', roles: ownerAndAdmin },
  /** Read every confidential note (the author of one reads theirs without it). */
  'notes.confidential': { refusal: 'read confidential notes', roles: ownerAndAdmin },
  'team.view': { refusal: 'view the team', roles: everyone },
  'employees.manage': { refusal: 'add, edit or delete employees, their competencies or notes', roles: managers },
  'tasks.view': { refusal: 'view tasks', roles: everyone },
  /** Create tasks; edit and delete one's own; set the status of tasks assigned to oneself. */
  'tasks.contribute': { refusal: 'create or change tasks', roles: ['owner', 'admin', 'manager', 'member'] },
  /** Edit, delete and assign any task. */
  'tasks.manage': { refusal: "change other people's tasks", roles: managers },
  'automations.view': { refusal: 'view automations', roles: everyone },
  'automations.manage': { refusal: 'create, edit or delete automations', roles: managers },
  'kpi.view': { refusal: 'view the dashboard', roles: everyone },
  'assistant.use': { refusal: 'use the assistant', roles: everyone },
  /** Read, export and verify the audit log (the Elite plan's). */
  'audit.view': { refusal: 'view the audit log', roles: ownerAndAdmin },
  /** Propose and approve the assistant's changes (each still needs the capability of the change itself). */
  'assistant.act': { refusal: 'ask the assistant to make changes', roles: ['owner', 'admin', 'manager', 'member'] },
} as const satisfies Record<string, CapabilityDefinition>;

export type Capability = keyof typeof capabilities;
export const capabilityNames = Object.keys(capabilities) as Capability[];

export function can(role: Role, capability: Capability): boolean {
  return (capabilities[capability].roles as readonly Role[]).includes(role);
}

/** The capabilities a role holds, as `GET /api/auth/user` lists them for the web. */
export function permissionsOf(role: Role): Capability[] {
  return capabilityNames.filter((capability) => can(role, capability));
}

/** 'Your role (Member) cannot view financial data'. */
export function refusalMessage(role: Role, capability: Capability): string {
  return `Your role (${roleLabels[role]}) cannot ${capabilities[capability].refusal}`;
}
