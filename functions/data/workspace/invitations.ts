import { nullableString } from '@shared/schemas/nullable';
import { assignableRoleSchema } from '@shared/schemas/roles';
import * as z from '@shared/zod';
import { defineLookupEntity, defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * An invitation to join a workspace: `WS#<workspaceId>` / `INVITATION#<ulid>`. The link's token is never stored, only
 * its SHA-256 (`tokenHash`, also the key of the lookup item below); a resend replaces both. `status` moves from
 * `pending` to `accepted` or `revoked` only by a write conditional on it still being `pending` with the same token, so
 * two accepts (or an accept and a revoke) cannot both win. `validUntil` (ISO) is when the link stops working; it is not
 * the table's TTL attribute, so an expired invitation stays readable and says 'expired'.
 */
export const storedInvitationV1 = z.object({
  id: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  employeeId: nullableString,
  invitedByUserId: z.string(),
  /** The inviter's name as it was when they sent it. */
  invitedByName: z.string(),
  tokenHash: z.string(),
  status: z.enum(['pending', 'accepted', 'revoked']),
  validUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  acceptedByUserId: nullableString,
});
export type InvitationRecord = z.infer<typeof storedInvitationV1>;

export const invitationEntity = defineWorkspaceEntity('Invitation', storedInvitationV1, 'INVITATION#{id}');

/**
 * The way from a link's token to its invitation: `INVITE_TOKEN#<sha256(token)>` / `INVITE_TOKEN`. Deleted when a resend
 * replaces the token (the old link then answers 404); kept after an accept or a revoke, so the link says which.
 */
export const storedInvitationTokenV1 = z.object({
  tokenHash: z.string(),
  workspaceId: z.string(),
  invitationId: z.string(),
});

export const invitationTokenEntity = defineLookupEntity(
  'InvitationToken',
  storedInvitationTokenV1,
  'INVITE_TOKEN#{tokenHash}',
);

/**
 * The invitation emails sent to one address from one workspace (creates and resends), as their times, oldest first:
 * `WS#<workspaceId>` / `INVITE_SENDS#<email>`. Only the last 7 days matter; `version` makes each change conditional on
 * the one read, so two sends at once cannot both take the last slot.
 */
export const storedInvitationSendsV1 = z.object({
  email: z.string(),
  sentAt: z.array(z.string()),
  version: z.number(),
});

export const invitationSendsEntity = defineWorkspaceEntity(
  'InvitationSends',
  storedInvitationSendsV1,
  'INVITE_SENDS#{email}',
);
