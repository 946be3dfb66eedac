import { aiSettingsSchema, updateAiSettingsSchema } from '../../schemas/ai-settings';
import { brandingSchema, logoQuerySchema, MAX_LOGO_REQUEST_BYTES, updateBrandingSchema } from '../../schemas/branding';
import { idParamsSchema } from '../../schemas/id-params';
import { timeZoneRequestSchema, timeZoneSettingSchema } from '../../schemas/kpi';
import {
  createInvitationSchema,
  deleteWorkspaceSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  membershipSchema,
  membersListSchema,
  sentInvitationSchema,
  switchWorkspaceSchema,
  transferOwnershipSchema,
  updateMemberSchema,
  userIdParamsSchema,
  workspaceMemberSchema,
  workspacesListSchema,
} from '../../schemas/members';
import { exportJobSchema, workspaceExportsSchema } from '../../schemas/workspace-exports';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('workspace');

/** The browser's time zone, sent once and stored: the dashboard's days are the workspace's days. */
export const setWorkspaceTimeZone = /* @__PURE__ */ defineRoute({
  id: 'setWorkspaceTimeZone',
  method: 'PUT',
  path: '/api/workspace/time-zone',
  auth: 'session',
  permission: 'workspace.settings',
  body: timeZoneRequestSchema,
  response: timeZoneSettingSchema,
});

/** 'Export all my data': every kind of item of the workspace as CSV and JSON in one ZIP download (owner). */
export const exportWorkspaceData = /* @__PURE__ */ defineRoute({
  id: 'exportWorkspaceData',
  method: 'GET',
  path: '/api/workspace/export',
  auth: 'session',
  permission: 'workspace.own',
  response: 'page',
});

/** The recent background exports, and whether this workspace is large enough to export in the background (owner). */
export const listWorkspaceExports = /* @__PURE__ */ defineRoute({
  id: 'listWorkspaceExports',
  method: 'GET',
  path: '/api/workspace/exports',
  auth: 'session',
  permission: 'workspace.own',
  response: workspaceExportsSchema,
});

/** Starts 'Export all my data' in the background: 202 with the job; a notification says when the ZIP is ready. */
export const startWorkspaceExport = /* @__PURE__ */ defineRoute({
  id: 'startWorkspaceExport',
  method: 'POST',
  path: '/api/workspace/exports',
  auth: 'session',
  permission: 'workspace.own',
  response: exportJobSchema,
  status: 202,
});

export const getWorkspaceExport = /* @__PURE__ */ defineRoute({
  id: 'getWorkspaceExport',
  method: 'GET',
  path: '/api/workspace/exports/{id}',
  auth: 'session',
  permission: 'workspace.own',
  params: idParamsSchema,
  response: exportJobSchema,
});

/** The finished ZIP: a redirect to a download link that works for 5 minutes (a new one at every visit). */
export const downloadWorkspaceExport = /* @__PURE__ */ defineRoute({
  id: 'downloadWorkspaceExport',
  method: 'GET',
  path: '/api/workspace/exports/{id}/download',
  auth: 'session',
  permission: 'workspace.own',
  params: idParamsSchema,
  response: 'page',
});

/**
 * 'Delete my workspace' (owner): `confirm` must be the workspace's name. Deletes every item, file and sealed secret
 * of the workspace, cancels its billing, removes every member, and ends the session (its cookies are cleared).
 */
export const deleteWorkspace = /* @__PURE__ */ defineRoute({
  id: 'deleteWorkspace',
  method: 'DELETE',
  path: '/api/workspace',
  auth: 'session',
  permission: 'workspace.own',
  body: deleteWorkspaceSchema,
  response: 'empty',
});

/** The workspace's members and pending invitations, with the seats the plan allows. */
export const listMembers = /* @__PURE__ */ defineRoute({
  id: 'listMembers',
  method: 'GET',
  path: '/api/workspace/members',
  auth: 'session',
  permission: 'members.manage',
  response: membersListSchema,
});

/** Invites someone by email (any role but owner), within the plan's seats; the email carries the link. */
export const createInvitation = /* @__PURE__ */ defineRoute({
  id: 'createInvitation',
  method: 'POST',
  path: '/api/workspace/invitations',
  auth: 'session',
  permission: 'members.manage',
  body: createInvitationSchema,
  response: sentInvitationSchema,
  status: 201,
});

/** A new link and expiry for a pending invitation; the old link stops working. */
export const resendInvitation = /* @__PURE__ */ defineRoute({
  id: 'resendInvitation',
  method: 'POST',
  path: '/api/workspace/invitations/{id}/resend',
  auth: 'session',
  permission: 'members.manage',
  params: idParamsSchema,
  response: sentInvitationSchema,
});

export const revokeInvitation = /* @__PURE__ */ defineRoute({
  id: 'revokeInvitation',
  method: 'DELETE',
  path: '/api/workspace/invitations/{id}',
  auth: 'session',
  permission: 'members.manage',
  params: idParamsSchema,
  response: 'empty',
});

/** What the invitation page shows to anyone holding the link: 410 once it is used, revoked or expired. */
export const getInvitation = /* @__PURE__ */ defineRoute({
  id: 'getInvitation',
  method: 'GET',
  path: '/api/invitations/{token}',
  auth: 'public',
  permission: 'public',
  params: invitationTokenParamsSchema,
  response: invitationPreviewSchema,
});

/** Joins the workspace as the signed-in person (whose email must be the invitation's) and moves the session there. */
export const acceptInvitation = /* @__PURE__ */ defineRoute({
  id: 'acceptInvitation',
  method: 'POST',
  path: '/api/invitations/{token}/accept',
  auth: 'session',
  permission: 'account',
  params: invitationTokenParamsSchema,
  response: membershipSchema,
});

/** A member's role or linked employee record; the owner's role changes only by a transfer. */
export const updateMember = /* @__PURE__ */ defineRoute({
  id: 'updateMember',
  method: 'PATCH',
  path: '/api/workspace/members/{userId}',
  auth: 'session',
  permission: 'members.manage',
  params: userIdParamsSchema,
  body: updateMemberSchema,
  response: workspaceMemberSchema,
});

/** Removes a member: their next request in this workspace is refused. */
export const removeMember = /* @__PURE__ */ defineRoute({
  id: 'removeMember',
  method: 'DELETE',
  path: '/api/workspace/members/{userId}',
  auth: 'session',
  permission: 'members.manage',
  params: userIdParamsSchema,
  response: 'empty',
});

/** Makes another member the owner; the old owner becomes an admin. */
export const transferOwnership = /* @__PURE__ */ defineRoute({
  id: 'transferOwnership',
  method: 'POST',
  path: '/api/workspace/transfer-ownership',
  auth: 'session',
  permission: 'workspace.own',
  body: transferOwnershipSchema,
  response: membersListSchema,
});

/** The workspaces the signed-in person belongs to, with their role in each. */
export const listWorkspaces = /* @__PURE__ */ defineRoute({
  id: 'listWorkspaces',
  method: 'GET',
  path: '/api/workspaces',
  auth: 'session',
  permission: 'account',
  response: workspacesListSchema,
});

/** Moves the session to another workspace of the person's. */
export const switchWorkspace = /* @__PURE__ */ defineRoute({
  id: 'switchWorkspace',
  method: 'POST',
  path: '/api/workspace/switch',
  auth: 'session',
  permission: 'account',
  body: switchWorkspaceSchema,
  response: membershipSchema,
});

/** The workspace's AI settings: the switch and the guidance its AI reads (`shared/schemas/ai-settings.ts`). */
export const getAiSettings = /* @__PURE__ */ defineRoute({
  id: 'getAiSettings',
  method: 'GET',
  path: '/api/workspace/ai-settings',
  auth: 'session',
  permission: 'workspace.view',
  response: aiSettingsSchema,
});

/**
 * Changes the fields sent: `enabled` on every plan; `instructions`, `glossary` and `goals` on the plan with 'Custom
 * AI training' (402 naming it otherwise).
 */
export const updateAiSettings = /* @__PURE__ */ defineRoute({
  id: 'updateAiSettings',
  method: 'PUT',
  path: '/api/workspace/ai-settings',
  auth: 'session',
  permission: 'workspace.settings',
  body: updateAiSettingsSchema,
  response: aiSettingsSchema,
});

/**
 * The branding the app applies for this workspace (every member's sidebar, title and colours read it): the stored
 * settings while the plan includes 'Custom branding', BizPilot's own look (all null) otherwise.
 */
export const getBranding = /* @__PURE__ */ defineRoute({
  id: 'getBranding',
  method: 'GET',
  path: '/api/workspace/branding',
  auth: 'session',
  permission: 'workspace.view',
  response: brandingSchema,
});

/** Changes the fields sent (display name, accent colour, white-label); the answer says the colour applied. */
export const updateBranding = /* @__PURE__ */ defineRoute({
  id: 'updateBranding',
  method: 'PUT',
  path: '/api/workspace/branding',
  auth: 'session',
  permission: 'workspace.settings',
  planFeature: 'branding',
  body: updateBrandingSchema,
  response: brandingSchema,
});

/** A PNG, JPEG or SVG logo (multipart, the file in `logo`, at most 512 KB); replaces the one before. */
export const uploadBrandingLogo = /* @__PURE__ */ defineRoute({
  id: 'uploadBrandingLogo',
  method: 'POST',
  path: '/api/workspace/branding/logo',
  auth: 'session',
  permission: 'workspace.settings',
  planFeature: 'branding',
  // A constant, not an expression: a bundler cannot prove a sum free of side effects (see `uploadStatement`).
  maxBodyBytes: MAX_LOGO_REQUEST_BYTES,
  response: brandingSchema,
});

/** Removes the logo (the app shows its own mark again). */
export const deleteBrandingLogo = /* @__PURE__ */ defineRoute({
  id: 'deleteBrandingLogo',
  method: 'DELETE',
  path: '/api/workspace/branding/logo',
  auth: 'session',
  permission: 'workspace.settings',
  planFeature: 'branding',
  response: brandingSchema,
});

/**
 * The logo's bytes, as the type they were found to be, under a policy that lets nothing in them run (an SVG opened
 * on its own included). Every member's sidebar and favicon load it.
 */
export const getBrandingLogo = /* @__PURE__ */ defineRoute({
  id: 'getBrandingLogo',
  method: 'GET',
  path: '/api/workspace/branding/logo',
  auth: 'session',
  permission: 'workspace.view',
  query: logoQuerySchema,
  response: 'page',
});
