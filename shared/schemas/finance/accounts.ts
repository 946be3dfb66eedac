import * as z from '@shared/zod';
import { nullableNumber, nullableString } from '../nullable';
import { requiredText } from '../required-text';

export const accountTypes = ['checking', 'savings', 'credit', 'other'] as const;
export const accountOrigins = ['statement', 'plaid', 'demo'] as const;

/** Spec §3: id, name, institution, mask, type, balance — plus where it came from and when the balance was true. */
export const bankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: nullableString,
  mask: nullableString,
  type: z.enum(accountTypes),
  /** Dollars; null until a statement or the bank states one. A card's balance owed is negative. */
  balance: nullableNumber,
  balanceAsOf: nullableString,
  origin: z.enum(accountOrigins),
  /** The Plaid link it belongs to, to unlink or sync it. */
  bankLinkId: nullableString,
  /** A linked account: when its bank last synced, and why the last sync failed (until one succeeds). */
  lastSyncAt: nullableString,
  syncError: nullableString,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountListSchema = z.array(bankAccountSchema);

/** What adding the Demo Bank answers: its accounts and how many transactions came with them. */
export const demoBankCreatedSchema = z.object({ accounts: bankAccountListSchema, imported: z.number().check(z.int()) });

/** A new name for an account: what the user calls it (`Chase ••4821` → `Main checking`). */
export const renameBankAccountRequestSchema = z.object({
  name: requiredText(80, {
    required: 'Account name is required',
    tooLong: 'Account name must be at most 80 characters',
  }),
});
