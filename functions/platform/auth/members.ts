import type { ApiScope } from '@shared/access/api-scopes';
import type { Role } from '@shared/access/roles';
import * as z from '@shared/zod';
import { defineEntity, getItemAttributes, inWorkspace } from '../dynamodb/entity';

/**
 * Who belongs to a workspace, with which role: `WS#<workspaceId>` / `MEMBER#<userId>`, beside the workspace's business
 * items. The handler kit reads a member's item on every request that needs a capability, strongly consistent, so a
 * removal or a role change holds from the member's very next request in every Lambda container (no cache to expire).
 * It lives here, with the session store, because it authorizes every request; the members service
 * (`services/workspace/members.ts`) owns the invitations and changes around it.
 *
 * Each member item has a twin in the person's own partition, `USER#<userId>` / `MEMBERSHIP#<workspaceId>`, so that the
 * workspaces of one person (the bookkeeper of three shops) are one Query. The workspace's item is the truth; the twin
 * only points at it, is written before and removed after it, and a twin without its member is ignored.
 */
export const storedMemberV1 = z.object({
  userId: z.string(),
  role: z.enum(['owner', 'admin', 'manager', 'member', 'viewer']),
  /** The employee record that is this person, if any: their own profile, notes meant for them, their tasks. */
  employeeId: z.nullable(z.string()),
  joinedAt: z.string(),
});

export const memberEntity = defineEntity({
  type: 'Member',
  schema: storedMemberV1,
  partitionKey: inWorkspace,
  sortKey: 'MEMBER#{userId}',
});

export type MemberRecord = z.infer<typeof storedMemberV1>;

export const storedMembershipV1 = z.object({ userId: z.string(), workspaceId: z.string(), joinedAt: z.string() });

export const membershipEntity = defineEntity({
  type: 'Membership',
  schema: storedMembershipV1,
  partitionKey: 'USER#{userId}',
  sortKey: 'MEMBERSHIP#{workspaceId}',
});

/** The signed-in member a request acts as: who, in which workspace, with which role. */
export interface Member {
  userId: string;
  workspaceId: string;
  role: Role;
  employeeId: string | null;
  /**
   * On a request made with an API key (acting as the member who created it): the key's scopes. What the member's role
   * allows is then narrowed to them (`actorCan` in `shared/access/api-scopes.ts`).
   */
  apiKeyScopes?: readonly ApiScope[];
}

/** Adds a member: the twin first, so a crash between the writes leaves only an ignored pointer. */
export async function putMember(workspaceId: string, member: MemberRecord): Promise<void> {
  await membershipEntity.put({ userId: member.userId, workspaceId, joinedAt: member.joinedAt });
  await memberEntity.put({ workspaceId, ...member });
}

/**
 * The member the session acts as, or `undefined` when the person no longer belongs to the workspace.
 *
 * Workspaces created before teams have no member items: their owner (the one person who could sign in to them) is
 * made a member on first use. Only the workspace item's `ownerUserId` is read for that, and only when no member item
 * exists.
 */
export async function resolveMember(
  workspaceId: string,
  userId: string,
  now = new Date(),
): Promise<Member | undefined> {
  const found = await memberEntity.get({ workspaceId, userId }, { consistent: true });
  if (found) return { workspaceId, userId, role: found.role, employeeId: found.employeeId };
  const [workspace] = await getItemAttributes([{ pk: `WS#${workspaceId}`, sk: 'WORKSPACE' }], ['ownerUserId']);
  if (workspace?.ownerUserId !== userId) return undefined;
  const owner: MemberRecord = { userId, role: 'owner', employeeId: null, joinedAt: now.toISOString() };
  await putMember(workspaceId, owner);
  return { workspaceId, userId, role: owner.role, employeeId: null };
}
