import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * A Plaid link: created `pending` with its Hosted Link token, `connected` once the server has verified the user
 * finished and exchanged the public token (the access token sealed with the credentials cipher, context = the
 * workspace and this link), `exited`/`expired` when the user left or the token ran out. Unlinking deletes it. The
 * sync cursor is Plaid's `/transactions/sync` cursor.
 */
export const bankLinkSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'connected', 'exited', 'expired']),
  linkToken: z.string(),
  linkExpiresAt: z.string(),
  /** Why the user left Hosted Link, when Plaid says. */
  exitReason: nullableString,
  itemId: nullableString,
  institution: nullableString,
  sealedAccessToken: nullableString,
  connectedAt: nullableString,
  syncCursor: nullableString,
  lastSyncAt: nullableString,
  lastSyncError: nullableString,
  createdAt: z.string(),
});
export type BankLink = z.infer<typeof bankLinkSchema>;

export const bankLinkEntity = defineWorkspaceEntity('BankLink', bankLinkSchema, 'BANKLINK#{id}');

/** A link as it starts: pending on its Hosted Link token, nothing exchanged, synced or failed yet. */
export function pendingBankLink(link: Pick<BankLink, 'id' | 'linkToken' | 'linkExpiresAt'>, createdAt: Date): BankLink {
  return {
    ...link,
    status: 'pending',
    exitReason: null,
    itemId: null,
    institution: null,
    sealedAccessToken: null,
    connectedAt: null,
    syncCursor: null,
    lastSyncAt: null,
    lastSyncError: null,
    createdAt: createdAt.toISOString(),
  };
}
