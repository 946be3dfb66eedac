import * as z from '@shared/zod';

/**
 * What travels on the sync queue: one message per target to sync (`kind` names the target kind of the sync-target
 * registry), or a removed integration's items to delete. The worker parses every message with this schema.
 */
export const INTEGRATION_TARGET = 'integration';
/** A linked bank (a Plaid item), registered when it is connected. */
export const BANK_LINK_TARGET = 'bank_link';
/** The kinds of the sync-target registry, which the fan-out enqueues and the worker knows how to run. */
export const SYNC_TARGET_KINDS = [INTEGRATION_TARGET, BANK_LINK_TARGET] as const;
export type SyncTargetKind = (typeof SYNC_TARGET_KINDS)[number];

export const syncMessageSchema = z.object({
  kind: z.string().check(z.minLength(1)),
  workspaceId: z.string().check(z.minLength(1)),
  targetId: z.string().check(z.minLength(1)),
});
export type SyncMessage = z.infer<typeof syncMessageSchema>;
