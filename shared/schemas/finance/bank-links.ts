import * as z from '@shared/zod';
import { nullableString } from '../nullable';
import { bankAccountSchema } from './accounts';

/**
 * Spec §7: `{linkUrl?, message?}`. With Plaid configured, `linkUrl` is Plaid's Hosted Link and `linkId` the link the
 * screen then verifies; without it, `message` says bank linking is not configured and what to do instead.
 */
export const connectBankResponseSchema = z.object({
  linkUrl: z.optional(z.string()),
  linkId: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type ConnectBankResponse = z.infer<typeof connectBankResponseSchema>;

export const bankLinkStatuses = ['pending', 'connected', 'exited', 'expired'] as const;

/** Where a link stands once the server has asked Plaid; `accounts` once connected. */
export const bankLinkStatusSchema = z.object({
  status: z.enum(bankLinkStatuses),
  institution: nullableString,
  accounts: z.array(bankAccountSchema),
  message: z.string(),
});
export type BankLinkStatus = z.infer<typeof bankLinkStatusSchema>;

/** What one sync changed in the books. */
export const bankSyncOutcomeSchema = z.object({
  imported: z.number().check(z.int()),
  updated: z.number().check(z.int()),
  removed: z.number().check(z.int()),
  /** Plaid holds more than one sync reads: the rest follows in the background. */
  hasMore: z.boolean(),
  lastSyncAt: z.string(),
});
export type BankSyncOutcome = z.infer<typeof bankSyncOutcomeSchema>;
