import { accountOrigins, accountTypes } from '@shared/schemas/finance';
import * as z from 'zod';
import { defineWorkspaceEntity } from '../platform/dynamodb/entity';

/** A bank account of the workspace: from statements (by mask), from a Plaid link, or from the Demo Bank. */
export const financeAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: z.string().nullable(),
  mask: z.string().nullable(),
  type: z.enum(accountTypes),
  origin: z.enum(accountOrigins),
  bankLinkId: z.string().nullable(),
  /** Plaid's account id, for a linked account. */
  externalId: z.string().nullable(),
  balanceCents: z.number().int().nullable(),
  balanceAsOf: z.string().nullable(),
  currency: z.string().nullable(),
  createdAt: z.string(),
});
export type FinanceAccount = z.infer<typeof financeAccountSchema>;

export const financeAccountEntity = defineWorkspaceEntity('FinanceAccount', financeAccountSchema, 'FINACCOUNT#{id}');
