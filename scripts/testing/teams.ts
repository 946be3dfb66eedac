import type { Role } from '@shared/access/roles';
import { putMember } from '../../functions/platform/auth/members';
import { startSession } from '../../functions/platform/auth/session';
import { startRuntimeContext } from '../../functions/platform/runtime-context';
import { ApiClient } from './api-client';
import { upgradeLocally } from './local-billing';
import { signUpUser, type TestApi, type TestUser } from './test-runtime';

/** A person signed in to a team's workspace with a role. */
export interface Teammate extends TestUser {
  role: Role;
  workspaceId: string;
}

/**
 * Points this process's data layer at the runtime's table (the shared runtime runs in a process of its own; a
 * runtime started by the test file shares this process and its table already).
 */
function pointAtTableOf(api: TestApi): void {
  if (!api.tableEndpoint) throw new Error('This runtime does not say where its table is');
  if (process.env.DYNAMODB_ENDPOINT === api.tableEndpoint) return;
  process.env.DYNAMODB_ENDPOINT = api.tableEndpoint;
  startRuntimeContext();
}

/** A client whose session (a fresh one, never read before, so no cache holds an older one) is in `workspaceId`. */
async function sessionIn(api: TestApi, userId: string, workspaceId: string): Promise<ApiClient> {
  const client = new ApiClient(api.url);
  for (const cookie of await startSession({ userId, workspaceId })) {
    const [pair] = cookie.split(';');
    const eq = pair!.indexOf('=');
    client.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
  return client;
}

/** The owner of a new workspace (a sign-up), with the workspace's id. */
export async function signUpOwner(api: TestApi, firstName = 'Olivia'): Promise<Teammate> {
  const owner = await signUpUser(api, { firstName, lastName: 'Owner' });
  const me = await owner.client.get('/api/auth/user');
  if (me.status !== 200) throw new Error(`GET /api/auth/user answered ${me.status}`);
  return { ...owner, role: 'owner', workspaceId: me.body.workspaceId };
}

/** The owner of a new workspace on the Elite plan, whose features (audit log, branding, seats) the test needs. */
export async function signUpEliteOwner(api: TestApi, firstName?: string): Promise<Teammate> {
  const owner = await signUpOwner(api, firstName);
  await upgradeLocally(owner.client, 'elite');
  return owner;
}

/**
 * Someone who joined the owner's workspace with `role` (optionally linked to an employee record), signed in there.
 * Until the invitations API exists the member item is written straight into the runtime's table, as accepting an
 * invitation will, and the person gets a session in that workspace, as accepting (or switching) moves theirs.
 */
export async function joinTeam(
  api: TestApi,
  owner: Teammate,
  role: Exclude<Role, 'owner'>,
  options: { employeeId?: string; firstName?: string } = {},
): Promise<Teammate> {
  const person = await signUpUser(api, { firstName: options.firstName ?? role, lastName: 'Teammate' });
  pointAtTableOf(api);
  await putMember(owner.workspaceId, {
    userId: person.user.id,
    role,
    employeeId: options.employeeId ?? null,
    joinedAt: new Date().toISOString(),
  });
  const client = await sessionIn(api, person.user.id, owner.workspaceId);
  return { ...person, client, role, workspaceId: owner.workspaceId };
}

/** Someone whose session points at the owner's workspace but who is not (or no longer) a member of it. */
export async function formerMember(api: TestApi, owner: Teammate): Promise<TestUser> {
  const person = await signUpUser(api, { firstName: 'Former', lastName: 'Member' });
  pointAtTableOf(api);
  return { ...person, client: await sessionIn(api, person.user.id, owner.workspaceId) };
}

/** A workspace's people by role, one of each. */
export type Team = Record<Role, Teammate>;

/**
 * The owner and one teammate of each other role, all in the owner's workspace: on Starter unless a `tier` is given
 * (the Elite plan's features need Elite).
 */
export async function aTeam(api: TestApi, options: { tier?: 'pro' | 'elite' } = {}): Promise<Team> {
  const owner = await signUpOwner(api);
  if (options.tier) await upgradeLocally(owner.client, options.tier);
  const [admin, manager, member, viewer] = await Promise.all(
    (['admin', 'manager', 'member', 'viewer'] as const).map((role) => joinTeam(api, owner, role)),
  );
  return { owner, admin: admin!, manager: manager!, member: member!, viewer: viewer! };
}
