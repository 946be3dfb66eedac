import { createHash } from 'node:crypto';
import type { VerifiedPerson } from '../../adapters/sso/oidc-client';
import { type UserRecord, userEntity } from '../../data/auth/users';
import { ssoIdentityEntity } from '../../data/sso/sso-settings';
import { employeeEntity } from '../../data/team/employees';
import { type InvitationRecord, invitationEntity } from '../../data/workspace/invitations';
import { changeMemberUserIds, workspaceEntity } from '../../data/workspace/workspaces';
import { joiningRole } from '../../domain/sso/sso-rules';
import { checkSeats, invitationState } from '../../domain/workspace/invitations';
import { memberEntity, putMember } from '../../platform/auth/members';
import { discardUser, forgetAuthUser, provisionUser } from '../auth/accounts';
import { openInvitations, seatsTaken } from '../workspace/invitations';

/** A subject is unique per issuer only, so the link is keyed by both. */
const subjectKeyOf = (issuerUrl: string, subject: string) =>
  createHash('sha256').update(`${issuerUrl}\n${subject}`).digest('base64url');

/** Why someone the provider vouched for cannot be let in. */
export class NoSeatForSso extends Error {
  override name = 'NoSeatForSso';
}

/**
 * The workspace's member with this email, if any: a person who joined with a password before single sign-on was set
 * up keeps their account, role and data when they first sign in through it. Only members of this workspace are
 * linked, so a workspace's provider never reaches the account of someone who did not join that workspace.
 */
async function memberWithEmail(workspaceId: string, email: string): Promise<UserRecord | undefined> {
  const members = await memberEntity.queryAll({ workspaceId }, { consistent: true });
  const users = await userEntity.getMany(members.map((m) => ({ id: m.userId })));
  return users.find((user) => user?.email?.toLowerCase() === email);
}

async function linkedUser(workspaceId: string, subjectKey: string): Promise<UserRecord | undefined> {
  const link = await ssoIdentityEntity.get({ workspaceId, subjectKey }, { consistent: true });
  return link ? userEntity.get({ id: link.userId }) : undefined;
}

/**
 * Links the provider's subject to the user (a member with the same email, or a new account). Two first sign-ins
 * racing both try the link's conditional create; the loser's new account is undone and the winner's user answered.
 */
async function linkTo(workspaceId: string, subjectKey: string, user: UserRecord, isNew: boolean, now: Date) {
  if (await ssoIdentityEntity.create({ workspaceId, subjectKey, userId: user.id, createdAt: now.toISOString() })) {
    return user;
  }
  if (isNew) await discardUser(user);
  const winner = await linkedUser(workspaceId, subjectKey);
  if (!winner) throw new Error('An SSO identity link vanished while signing in');
  return winner;
}

/** The pending invitation of this email, if one is still valid: its role wins, and it already holds a seat. */
async function pendingInvitationOf(workspaceId: string, email: string, now: Date) {
  const open = await openInvitations(workspaceId);
  return open.find((i) => i.email === email && invitationState(i, now) === 'pending');
}

async function acceptedInvitation(workspaceId: string, invitation: InvitationRecord, userId: string, now: Date) {
  return invitationEntity.update(
    { workspaceId, id: invitation.id },
    { status: 'accepted', acceptedByUserId: userId, updatedAt: now.toISOString() },
    { if: { status: 'pending', tokenHash: invitation.tokenHash } },
  );
}

async function assertFreeSeat(workspaceId: string, now: Date): Promise<void> {
  const workspace = await workspaceEntity.get({ workspaceId }, { consistent: true });
  const seats = checkSeats(workspace?.subscriptionTier ?? 'starter', await seatsTaken(workspaceId, now));
  if (!seats.allowed) throw new NoSeatForSso(seats.message);
}

/**
 * Signs the provider's person into the workspace as a user of ours: the user linked to their subject, else the
 * member with the same verified email, else a new account. Someone not yet a member joins (just in time) with their
 * pending invitation's role, else with the settings' role when the plan has a free seat; without one, `NoSeatForSso`
 * before any account is made.
 */
export async function ssoMember(
  workspaceId: string,
  settings: { issuerUrl: string; defaultRole: 'member' | 'viewer' },
  person: VerifiedPerson,
  now = new Date(),
): Promise<UserRecord> {
  const subjectKey = subjectKeyOf(settings.issuerUrl, person.subject);
  const linked = await linkedUser(workspaceId, subjectKey);
  const known = linked ?? (await memberWithEmail(workspaceId, person.email));
  const isMember = known && (await memberEntity.get({ workspaceId, userId: known.id }, { consistent: true }));
  const invitation = isMember ? undefined : await pendingInvitationOf(workspaceId, person.email, now);
  if (!isMember && !invitation) await assertFreeSeat(workspaceId, now);

  const user = linked
    ? linked
    : await linkTo(
        workspaceId,
        subjectKey,
        known ??
          (await provisionUser(
            { email: person.email, firstName: person.firstName, lastName: person.lastName, profileImageUrl: null },
            now,
          )),
        !known,
        now,
      );
  if (isMember) return user;

  const accepted = invitation && (await acceptedInvitation(workspaceId, invitation, user.id, now));
  // An invitation accepted or revoked meanwhile no longer holds a seat for this sign-in.
  if (invitation && !accepted) await assertFreeSeat(workspaceId, now);
  const employeeId =
    accepted?.employeeId && (await employeeEntity.get({ workspaceId, id: accepted.employeeId }))
      ? accepted.employeeId
      : null;
  await putMember(workspaceId, {
    userId: user.id,
    role: joiningRole(settings.defaultRole, accepted ? accepted.role : undefined),
    employeeId,
    joinedAt: now.toISOString(),
  });
  await changeMemberUserIds(workspaceId, { add: user.id });
  forgetAuthUser(user.id);
  return user;
}
