import { createHash, randomBytes } from 'node:crypto';
import { displayName } from '@shared/format/user-display';
import type { CreateInvitationRequest, InvitationPreview, Membership, SentInvitation } from '@shared/schemas/members';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { messageSenders } from '../../adapters/message-senders';
import { userEntity } from '../../data/auth/users';
import { employeeEntity } from '../../data/team/employees';
import {
  type InvitationRecord,
  invitationEntity,
  invitationSendsEntity,
  invitationTokenEntity,
} from '../../data/workspace/invitations';
import { changeMemberUserIds, workspaceEntity } from '../../data/workspace/workspaces';
import { PRODUCT_NAME } from '../../domain/branding/product-name';
import {
  checkSeats,
  goneMessages,
  invitationEmail,
  invitationExpiry,
  invitationState,
  recentSends,
  retryAfterSeconds,
  TOO_MANY_INVITATIONS_MESSAGE,
  wrongAccountMessage,
} from '../../domain/workspace/invitations';
import { appOrigin } from '../../platform/app-origin';
import { memberEntity, putMember } from '../../platform/auth/members';
import { moveSession } from '../../platform/auth/session';
import { Conflict, Forbidden, Gone, NotFound, PlanLimitReached, TooManyRequests } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { userActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-log';
import { invitationTarget } from '../audit/audit-targets';
import { forgetAuthUser } from '../auth/accounts';
import { whiteLabelNameOf } from '../branding/white-label-name';
import { found, notFound } from './not-found';

/**
 * Invitations: who may be invited (the plan's seats, no duplicates, a bounded number of emails per address), the
 * link's token (32 random bytes; only its SHA-256 is stored), and accepting one (once, by the invited address).
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const inviteUrlOf = (token: string) => `${appOrigin()}/invite/${token}`;

/** A member's invitations not yet accepted nor revoked (expired ones included: a resend renews them). */
export async function openInvitations(workspaceId: string): Promise<InvitationRecord[]> {
  return invitationEntity.queryAll({ workspaceId }, { consistent: true, where: { status: 'pending' } });
}

/** Members plus invitations still pending (not expired): the seats taken. */
export async function seatsTaken(workspaceId: string, now: Date): Promise<number> {
  const [members, invitations] = await Promise.all([
    memberEntity.queryAll({ workspaceId }, { consistent: true }),
    openInvitations(workspaceId),
  ]);
  return members.length + invitations.filter((i) => invitationState(i, now) === 'pending').length;
}

/** Takes one of the 10 invitation emails an address may get from the workspace in 7 days, or throws 429. */
async function takeSend(workspaceId: string, email: string, now: Date): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const sends = await invitationSendsEntity.get({ workspaceId, email }, { consistent: true });
    const { recent, allowed } = recentSends(sends?.sentAt ?? [], now);
    if (!allowed) throw new TooManyRequests(TOO_MANY_INVITATIONS_MESSAGE, retryAfterSeconds(recent, now));
    const next = { workspaceId, email, sentAt: [...recent, now.toISOString()], version: (sends?.version ?? 0) + 1 };
    const saved = sends
      ? await invitationSendsEntity.update(
          { workspaceId, email },
          { sentAt: next.sentAt, version: next.version },
          { if: { version: sends.version } },
        )
      : (await invitationSendsEntity.create(next)) || undefined;
    if (saved) return;
  }
  throw new Conflict('Another invitation to this address is being sent; try again', 1);
}

async function sendInvitationEmail(
  workspace: { workspaceId: string; name: string },
  invitation: InvitationRecord,
  inviteUrl: string,
) {
  try {
    // A white-labelled workspace invites people to itself, not to BizPilot.
    const whiteLabel = await whiteLabelNameOf(workspace.workspaceId);
    const message = invitationEmail({
      workspaceName: workspace.name,
      productName: whiteLabel ? null : PRODUCT_NAME,
      invitedBy: invitation.invitedByName,
      role: invitation.role,
      inviteUrl,
      expiresAt: new Date(invitation.validUntil),
    });
    const { email } = await messageSenders();
    await email.send({ to: invitation.email, ...message });
  } catch (error) {
    // The answer carries the link, which the screen offers to copy: a failed email does not undo the invitation.
    logger.warn('Invitation email not sent', { invitationId: invitation.id, error: error as Error });
  }
}

async function linkedEmployee(workspaceId: string, employeeId: string | null | undefined): Promise<string | null> {
  if (!employeeId) return null;
  found(await employeeEntity.get({ workspaceId, id: employeeId }), 'employee');
  return employeeId;
}

async function isMemberEmail(workspaceId: string, email: string): Promise<boolean> {
  const members = await memberEntity.queryAll({ workspaceId }, { consistent: true });
  const users = await userEntity.getMany(members.map((m) => ({ id: m.userId })));
  return users.some((user) => user?.email?.toLowerCase() === email);
}

export async function createInvitation(
  workspaceId: string,
  inviterUserId: string,
  request: CreateInvitationRequest,
  now = new Date(),
): Promise<SentInvitation> {
  const email = request.email.toLowerCase();
  const [workspace, inviter] = await Promise.all([
    workspaceEntity.get({ workspaceId }, { consistent: true }),
    userEntity.get({ id: inviterUserId }),
  ]);
  const { subscriptionTier, name: workspaceName } = found(workspace, 'workspace');
  const employeeId = await linkedEmployee(workspaceId, request.employeeId);
  const open = await openInvitations(workspaceId);
  if (open.some((i) => i.email === email && invitationState(i, now) === 'pending')) {
    throw new Conflict(`${email} already has a pending invitation; resend it instead`);
  }
  if (await isMemberEmail(workspaceId, email)) throw new Conflict(`${email} is already a member of this workspace`);
  const seats = checkSeats(subscriptionTier, await seatsTaken(workspaceId, now));
  if (!seats.allowed) throw new PlanLimitReached(seats.message);
  await takeSend(workspaceId, email, now);

  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const invitation: InvitationRecord = {
    id: newId(),
    email,
    role: request.role,
    employeeId,
    invitedByUserId: inviterUserId,
    invitedByName: displayName(inviter),
    tokenHash: hashToken(token),
    status: 'pending',
    validUntil: invitationExpiry(now).toISOString(),
    createdAt: at,
    updatedAt: at,
    acceptedByUserId: null,
  };
  // The lookup first: an invitation never exists without its way in.
  await invitationTokenEntity.create({ tokenHash: invitation.tokenHash, workspaceId, invitationId: invitation.id });
  await invitationEntity.create({ workspaceId, ...invitation });
  const inviteUrl = inviteUrlOf(token);
  await sendInvitationEmail({ workspaceId, name: workspaceName }, invitation, inviteUrl);
  await recordAudit(workspaceId, {
    action: 'invitation.created',
    target: invitationTarget(invitation),
    changes: { role: [null, invitation.role] },
  });
  return { id: invitation.id, email, role: invitation.role, expiresAt: invitation.validUntil, inviteUrl };
}

/** A new token and expiry for a pending (or expired) invitation; the old link stops working at once. */
export async function resendInvitation(workspaceId: string, id: string, now = new Date()): Promise<SentInvitation> {
  const [invitation, workspace] = await Promise.all([
    invitationEntity.get({ workspaceId, id }, { consistent: true }),
    workspaceEntity.get({ workspaceId }),
  ]);
  if (invitation?.status !== 'pending') throw notFound('invitation');
  if (invitationState(invitation, now) === 'expired') {
    // An expired invitation held no seat; renewing it takes one again.
    const seats = checkSeats(found(workspace, 'workspace').subscriptionTier, await seatsTaken(workspaceId, now));
    if (!seats.allowed) throw new PlanLimitReached(seats.message);
  }
  await takeSend(workspaceId, invitation.email, now);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const validUntil = invitationExpiry(now).toISOString();
  await invitationTokenEntity.create({ tokenHash, workspaceId, invitationId: id });
  const renewed = await invitationEntity.update(
    { workspaceId, id },
    { tokenHash, validUntil, updatedAt: now.toISOString() },
    { if: { status: 'pending', tokenHash: invitation.tokenHash } },
  );
  if (!renewed) {
    await invitationTokenEntity.delete({ tokenHash });
    throw new Conflict('The invitation changed meanwhile; reload and try again');
  }
  await invitationTokenEntity.delete({ tokenHash: invitation.tokenHash });
  const inviteUrl = inviteUrlOf(token);
  await sendInvitationEmail({ workspaceId, name: found(workspace, 'workspace').name }, renewed, inviteUrl);
  await recordAudit(workspaceId, { action: 'invitation.resent', target: invitationTarget(renewed) });
  return { id, email: renewed.email, role: renewed.role, expiresAt: validUntil, inviteUrl };
}

export async function revokeInvitation(workspaceId: string, id: string, now = new Date()): Promise<void> {
  const revoked = await invitationEntity.update(
    { workspaceId, id },
    { status: 'revoked', updatedAt: now.toISOString() },
    { if: { status: 'pending' } },
  );
  if (!revoked) throw notFound('invitation');
  await recordAudit(workspaceId, { action: 'invitation.revoked', target: invitationTarget(revoked) });
}

/** The invitation a link leads to, whatever its state: 404 for a link that never existed or was replaced. */
async function invitationOfToken(token: string): Promise<InvitationRecord & { workspaceId: string }> {
  const tokenHash = hashToken(token);
  const lookup = await invitationTokenEntity.get({ tokenHash });
  const invitation =
    lookup &&
    (await invitationEntity.get({ workspaceId: lookup.workspaceId, id: lookup.invitationId }, { consistent: true }));
  if (!lookup || !invitation || invitation.tokenHash !== tokenHash) throw new NotFound('Invitation not found');
  return { ...invitation, workspaceId: lookup.workspaceId };
}

function usable(invitation: InvitationRecord, now: Date): void {
  const state = invitationState(invitation, now);
  if (state !== 'pending') throw new Gone(goneMessages[state]);
}

export async function previewInvitation(token: string, now = new Date()): Promise<InvitationPreview> {
  const invitation = await invitationOfToken(token);
  usable(invitation, now);
  const workspace = found(await workspaceEntity.get({ workspaceId: invitation.workspaceId }), 'workspace');
  return {
    workspaceName: workspace.name,
    invitedBy: invitation.invitedByName,
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.validUntil,
  };
}

/**
 * Joins the invitation's workspace as the signed-in person and moves their session there. The invitation turns
 * `accepted` by a write conditional on it being pending with this token, so of two accepts one wins and the other
 * answers 410; nothing changes for a person whose email is not the invitation's.
 */
export async function acceptInvitation(
  event: Pick<APIGatewayProxyEventV2, 'cookies'>,
  userId: string,
  token: string,
  now = new Date(),
): Promise<Membership> {
  const invitation = await invitationOfToken(token);
  usable(invitation, now);
  const { workspaceId } = invitation;
  const user = await userEntity.get({ id: userId });
  if (!user) throw new NotFound('User not found');
  if (user.email?.trim().toLowerCase() !== invitation.email) throw new Forbidden(wrongAccountMessage(invitation.email));
  if (await memberEntity.get({ workspaceId, userId }, { consistent: true })) {
    throw new Conflict('You are already a member of this workspace');
  }
  const accepted = await invitationEntity.update(
    { workspaceId, id: invitation.id },
    { status: 'accepted', acceptedByUserId: userId, updatedAt: now.toISOString() },
    { if: { status: 'pending', tokenHash: invitation.tokenHash } },
  );
  if (!accepted) {
    const again = await invitationOfToken(token);
    usable(again, now);
    throw new Gone(goneMessages.accepted);
  }
  const joinedAt = now.toISOString();
  const employeeId =
    invitation.employeeId && (await employeeEntity.get({ workspaceId, id: invitation.employeeId }))
      ? invitation.employeeId
      : null;
  await putMember(workspaceId, { userId, role: invitation.role, employeeId, joinedAt });
  const workspace = await changeMemberUserIds(workspaceId, { add: userId });
  forgetAuthUser(userId);
  await moveSession(event, workspaceId);
  await recordAudit(workspaceId, {
    action: 'invitation.accepted',
    target: invitationTarget(invitation),
    changes: { role: [null, invitation.role] },
    actor: await userActor(userId),
  });
  return {
    workspaceId,
    workspaceName: found(workspace, 'workspace').name,
    role: invitation.role,
    employeeId,
    joinedAt,
  };
}
