import type { Role } from '@shared/access/roles';
import { planFor } from '@shared/catalog/plans';
import type {
  Membership,
  MembersList,
  UpdateMemberRequest,
  WorkspaceMember,
  WorkspacesList,
} from '@shared/schemas/members';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { userEntity } from '../../data/auth/users';
import { employeeEntity } from '../../data/team/employees';
import { changeMemberUserIds, workspaceEntity } from '../../data/workspace/workspaces';
import { changedFields } from '../../domain/audit/changes';
import { invitationState, OWNER_PROTECTED_MESSAGE } from '../../domain/workspace/invitations';
import { deleteApiKeysCreatedBy } from '../../platform/auth/api-keys';
import { type MemberRecord, memberEntity, membershipEntity, resolveMember } from '../../platform/auth/members';
import { moveSession } from '../../platform/auth/session';
import { Conflict, Forbidden } from '../../platform/errors';
import { recordAudit } from '../audit/audit-log';
import { memberTarget, workspaceTarget } from '../audit/audit-targets';
import { forgetAuthUser } from '../auth/accounts';
import { openInvitations } from './invitations';
import { found, notFound } from './not-found';

/** The members of a workspace, their pending invitations and the seats they take against the plan. */
export async function listMembers(workspaceId: string, now = new Date()): Promise<MembersList> {
  const [records, invitations, workspace] = await Promise.all([
    memberEntity.queryAll({ workspaceId }, { consistent: true }),
    openInvitations(workspaceId),
    workspaceEntity.get({ workspaceId }),
  ]);
  const users = await userEntity.getMany(records.map((m) => ({ id: m.userId })));
  const members = records.map((record, i) => memberView(record, users[i]));
  members.sort((a, b) => roleRank(a.role) - roleRank(b.role) || a.joinedAt.localeCompare(b.joinedAt));
  const pending = invitations
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      employeeId: i.employeeId,
      invitedBy: i.invitedByName,
      expiresAt: i.validUntil,
      createdAt: i.createdAt,
    }));
  const held = invitations.filter((i) => invitationState(i, now) === 'pending').length;
  const limit = planFor(found(workspace, 'workspace').subscriptionTier).limits.teamMembers;
  return { members, invitations: pending, seats: { used: members.length + held, limit } };
}

const roleOrder: Role[] = ['owner', 'admin', 'manager', 'member', 'viewer'];
const roleRank = (role: Role) => roleOrder.indexOf(role);

function memberView(record: MemberRecord, user: Awaited<ReturnType<typeof userEntity.get>>): WorkspaceMember {
  return {
    userId: record.userId,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    email: user?.email ?? null,
    role: record.role,
    employeeId: record.employeeId,
    joinedAt: record.joinedAt,
  };
}

/** A member's role (never to or from owner: that is a transfer) or linked employee record. */
export async function updateMember(
  workspaceId: string,
  userId: string,
  change: UpdateMemberRequest,
): Promise<WorkspaceMember> {
  const member = found(await memberEntity.get({ workspaceId, userId }, { consistent: true }), 'member');
  if (change.role !== undefined && member.role === 'owner') {
    throw new Conflict(OWNER_PROTECTED_MESSAGE);
  }
  if (change.employeeId) found(await employeeEntity.get({ workspaceId, id: change.employeeId }), 'employee');
  const changes = {
    ...(change.role !== undefined && member.role !== 'owner' && { role: change.role }),
    ...(change.employeeId !== undefined && { employeeId: change.employeeId }),
  };
  // Nothing to change: the member as they are.
  if (Object.keys(changes).length === 0) return memberView(member, await userEntity.get({ id: userId }));
  const updated = await memberEntity.update(
    { workspaceId, userId },
    changes,
    // The owner's role changes only by a transfer, even one under way now.
    { if: { role: member.role } },
  );
  if (!updated) throw new Conflict('The member changed meanwhile; reload and try again');
  forgetAuthUser(userId);
  const changed = changedFields(member, updated, ['role', 'employeeId']);
  await recordAudit(workspaceId, {
    action: changed.role ? 'member.role_changed' : 'member.updated',
    target: await memberTarget(userId),
    changes: changed,
  });
  return memberView(updated, await userEntity.get({ id: userId }));
}

/**
 * Removes a member: the member item first (their very next request is refused), then its twin, then the API keys they
 * created here (a key acts as its creator, so it goes with them).
 */
export async function removeMember(workspaceId: string, userId: string): Promise<void> {
  const member = await memberEntity.get({ workspaceId, userId }, { consistent: true });
  if (!member) throw notFound('member');
  if (member.role === 'owner') throw new Conflict(OWNER_PROTECTED_MESSAGE);
  const removed = await memberEntity.delete({ workspaceId, userId }, { if: { role: member.role } });
  if (!removed) throw new Conflict('The member changed meanwhile; reload and try again');
  await membershipEntity.delete({ userId, workspaceId });
  await changeMemberUserIds(workspaceId, { remove: userId });
  forgetAuthUser(userId);
  const keys = await deleteApiKeysCreatedBy(workspaceId, userId);
  await recordAudit(workspaceId, {
    action: 'member.removed',
    target: await memberTarget(userId),
    changes: { role: [member.role, null], ...(keys.length ? { apiKeysRevoked: [null, keys.map((k) => k.name)] } : {}) },
  });
}

/** Makes another member the owner; the old owner stays, as an admin. */
export async function transferOwnership(workspaceId: string, ownerUserId: string, toUserId: string): Promise<void> {
  if (toUserId === ownerUserId) throw new Conflict('You already own this workspace');
  const target = found(await memberEntity.get({ workspaceId, userId: toUserId }, { consistent: true }), 'member');
  const promoted = await memberEntity.update(
    { workspaceId, userId: toUserId },
    { role: 'owner' },
    { if: { role: target.role } },
  );
  if (!promoted) throw new Conflict('The member changed meanwhile; reload and try again');
  await memberEntity.update({ workspaceId, userId: ownerUserId }, { role: 'admin' }, { if: { role: 'owner' } });
  await workspaceEntity.update({ workspaceId }, { ownerUserId: toUserId });
  forgetAuthUser(toUserId);
  forgetAuthUser(ownerUserId);
  await recordAudit(workspaceId, {
    action: 'member.ownership_transferred',
    target: await memberTarget(toUserId),
    changes: { role: [target.role, 'owner'] },
  });
}

/**
 * The workspaces a person belongs to, with their role in each: the twins in their own partition, then the member
 * items (the truth; a twin without one is ignored) and the workspaces' names in batches.
 */
export async function listWorkspaces(userId: string): Promise<WorkspacesList> {
  const twins = await membershipEntity.queryAll({ userId });
  const [members, workspaces] = await Promise.all([
    memberEntity.getMany(twins.map((t) => ({ workspaceId: t.workspaceId, userId }))),
    workspaceEntity.getMany(twins.map((t) => ({ workspaceId: t.workspaceId }))),
  ]);
  const list: Membership[] = [];
  twins.forEach((twin, i) => {
    const member = members[i];
    const workspace = workspaces[i];
    if (!member || !workspace) return;
    list.push({
      workspaceId: twin.workspaceId,
      workspaceName: workspace.name,
      role: member.role,
      employeeId: member.employeeId,
      joinedAt: member.joinedAt,
    });
  });
  list.sort((a, b) => a.workspaceName.localeCompare(b.workspaceName));
  return { workspaces: list };
}

/** Moves the session to another of the person's workspaces (403 if they are not a member there). */
export async function switchWorkspace(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  userId: string,
  workspaceId: string,
): Promise<Membership> {
  const member = await resolveMember(workspaceId, userId);
  if (!member) throw new Forbidden('You are not a member of this workspace');
  const [workspace, record] = await Promise.all([
    workspaceEntity.get({ workspaceId }),
    memberEntity.get({ workspaceId, userId }),
  ]);
  if (!workspace) throw new Forbidden('You are not a member of this workspace');
  await moveSession(event, workspaceId);
  forgetAuthUser(userId);
  await recordAudit(workspaceId, {
    action: 'workspace.switched',
    target: workspaceTarget(workspaceId, workspace.name),
  });
  return {
    workspaceId,
    workspaceName: workspace.name,
    role: member.role,
    employeeId: member.employeeId,
    joinedAt: record?.joinedAt ?? workspace.createdAt,
  };
}
