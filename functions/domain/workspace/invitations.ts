import { type AssignableRole, roleLabels } from '@shared/access/roles';
import { PLAN_LIMIT_TITLE } from '@shared/billing/plan-limits';
import { planFor, plans } from '@shared/catalog/plans';
import type { SubscriptionTier } from '@shared/schemas/user';

/** How long an invitation's link works. */
export const INVITATION_VALID_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;
/** At most this many invitation emails (creates and resends) to one address from one workspace… */
export const MAX_INVITATION_EMAILS = 10;
/** …within this many days. */
export const INVITATION_EMAIL_WINDOW_DAYS = 7;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked';
export type InvitationState = InvitationStatus | 'expired';

/** When a link made at `now` stops working. */
export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);

/** What an invitation is now: a pending one past its expiry is expired. */
export function invitationState(invitation: { status: InvitationStatus; validUntil: string }, now: Date) {
  if (invitation.status !== 'pending') return invitation.status;
  return Date.parse(invitation.validUntil) <= now.getTime() ? 'expired' : 'pending';
}

/** What a link that no longer works says (410). */
export const goneMessages: Record<Exclude<InvitationState, 'pending'>, string> = {
  expired: 'This invitation has expired',
  accepted: 'This invitation has already been used',
  revoked: 'This invitation was revoked',
};

/** 'a…@example.com': enough to recognise one's address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${email.charAt(0)}…${email.slice(at)}`;
}

export const wrongAccountMessage = (invitedEmail: string) =>
  `This invitation is for ${maskEmail(invitedEmail)}. Sign in with that address to accept it.`;

export const OWNER_PROTECTED_MESSAGE = 'The owner cannot be removed; transfer ownership first';

export type SeatCheck = { allowed: true } | { allowed: false; message: string };

/**
 * Whether one more invitation fits the plan: members plus pending invitations may not exceed `teamMembers`. After a
 * downgrade `taken` may already exceed it: nobody is removed, but nobody new is invited until it fits.
 */
export function checkSeats(tier: SubscriptionTier, taken: number): SeatCheck {
  const limit = planFor(tier).limits.teamMembers;
  if (taken < limit) return { allowed: true };
  const seats = (n: number) => `${n} ${n === 1 ? 'team member' : 'team members'}`;
  const stated = `${PLAN_LIMIT_TITLE}: the ${planFor(tier).name} plan includes ${seats(limit)}.`;
  const above = plans.slice(plans.findIndex((p) => p.tier === tier) + 1);
  const lifting = above.find((p) => p.limits.teamMembers > taken);
  if (!lifting)
    return { allowed: false, message: `${stated} Remove a member or revoke an invitation to invite another.` };
  return { allowed: false, message: `${stated} Upgrade to ${lifting.name} for ${seats(lifting.limits.teamMembers)}.` };
}

/** The sends still inside the window at `now`, and whether another is allowed. */
export function recentSends(sentAt: readonly string[], now: Date): { recent: string[]; allowed: boolean } {
  const since = now.getTime() - INVITATION_EMAIL_WINDOW_DAYS * DAY_MS;
  const recent = sentAt.filter((at) => Date.parse(at) > since);
  return { recent, allowed: recent.length < MAX_INVITATION_EMAILS };
}

/** Seconds until the oldest send in the window leaves it (the 429's Retry-After). */
export function retryAfterSeconds(recent: readonly string[], now: Date): number {
  const oldest = recent.reduce((min, at) => Math.min(min, Date.parse(at)), Number.POSITIVE_INFINITY);
  const frees = oldest + INVITATION_EMAIL_WINDOW_DAYS * DAY_MS;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}

export const TOO_MANY_INVITATIONS_MESSAGE = `At most ${MAX_INVITATION_EMAILS} invitation emails to one address in ${INVITATION_EMAIL_WINDOW_DAYS} days; try again later`;

/**
 * The invitation email, plain text. `productName` is what the workspace is on (BizPilot), or null for a white-labelled
 * workspace, whose invitation names only the workspace.
 */
export function invitationEmail(input: {
  workspaceName: string;
  productName: string | null;
  invitedBy: string;
  role: AssignableRole;
  inviteUrl: string;
  expiresAt: Date;
}): { subject: string; body: string } {
  const role = roleLabels[input.role];
  const where = input.productName ? `${input.workspaceName} on ${input.productName}` : input.workspaceName;
  return {
    subject: `${input.invitedBy} invited you to ${where}`,
    body: [
      `${input.invitedBy} invited you to join ${where} as ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}.`,
      '',
      `Accept the invitation: ${input.inviteUrl}`,
      '',
      `The link works once and until ${input.expiresAt.toUTCString()}. If you did not expect it, ignore this email.`,
    ].join('\n'),
  };
}
