import { assignableRoles } from '@shared/access/roles';
import * as z from '@shared/zod';
import { emailSchema } from './auth';
import { nullableString } from './nullable';
import { assignableRoleSchema, roleSchema } from './roles';

/** One person of the workspace, as the members screen lists them. */
export const workspaceMemberSchema = z.object({
  userId: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  email: nullableString,
  role: roleSchema,
  employeeId: nullableString,
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** A pending invitation: sent, neither accepted nor revoked (it may have expired; resend renews it). */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  employeeId: nullableString,
  /** The name of the person who sent it. */
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const membersListSchema = z.object({
  members: z.array(workspaceMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  /** Members plus pending invitations, against the plan's `teamMembers`: '3 of 10 seats'. */
  seats: z.object({ used: z.number(), limit: z.number() }),
});
export type MembersList = z.infer<typeof membersListSchema>;

const assignableRoleWithMessage = z.enum(assignableRoles, {
  error: 'Role must be one of admin, manager, member or viewer (ownership moves only by a transfer)',
});

const employeeIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const createInvitationSchema = z.object({
  email: emailSchema,
  /** Any role but owner: ownership moves only by a transfer. */
  role: assignableRoleWithMessage,
  employeeId: z.optional(z.nullable(employeeIdSchema)),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationSchema>;

/** A created or resent invitation, with the link that accepts it (once; the token is never stored). */
export const sentInvitationSchema = z.extend(
  z.pick(pendingInvitationSchema, { id: true, email: true, role: true, expiresAt: true }),
  { inviteUrl: z.string() },
);
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const invitationTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(128)),
});

/** What the invitation page shows before the invitee signs in. */
export const invitationPreviewSchema = z.extend(
  z.pick(pendingInvitationSchema, { invitedBy: true, role: true, email: true, expiresAt: true }),
  { workspaceName: z.string() },
);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The person's place in one workspace. */
export const membershipSchema = z.extend(
  z.pick(workspaceMemberSchema, { role: true, employeeId: true, joinedAt: true }),
  { workspaceId: z.string(), workspaceName: z.string() },
);
export type Membership = z.infer<typeof membershipSchema>;

export const workspacesListSchema = z.object({ workspaces: z.array(membershipSchema) });
export type WorkspacesList = z.infer<typeof workspacesListSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const updateMemberSchema = z.object({
  role: z.optional(assignableRoleWithMessage),
  employeeId: z.optional(z.nullable(employeeIdSchema)),
});
export type UpdateMemberRequest = z.infer<typeof updateMemberSchema>;

export const transferOwnershipSchema = z.object({
  userId: z.string({ error: 'userId is required' }).check(z.minLength(1), z.maxLength(64)),
});

export const switchWorkspaceSchema = z.object({
  workspaceId: z.string({ error: 'workspaceId is required' }).check(z.minLength(1), z.maxLength(64)),
});

/** 'Delete my workspace': the workspace's name, typed by the owner as the confirmation. */
export const deleteWorkspaceSchema = z.object({
  confirm: z.string().check(z.minLength(1, "Type the workspace's name to delete it"), z.maxLength(200)),
});
export type DeleteWorkspaceRequest = z.infer<typeof deleteWorkspaceSchema>;
