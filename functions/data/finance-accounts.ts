import { bankAccountSchema } from '@shared/schemas/finance';
import * as z from 'zod';
import { defineWorkspaceEntity } from '../platform/dynamodb/entity';

/**
 * A bank account of the workspace: from statements (by mask), from a Plaid link, or from the Demo Bank. What the API
 * shows of it is the shared bank account's own fields; the balance is kept in cents, and the sync state lives on the
 * link.
 */
export const financeAccountSchema = bankAccountSchema
  .pick({ id: true, name: true, institution: true, mask: true, type: true, origin: true, bankLinkId: true })
  .extend({
    /** Plaid's account id, for a linked account. */
    externalId: z.string().nullable(),
    balanceCents: z.number().int().nullable(),
    balanceAsOf: z.string().nullable(),
    currency: z.string().nullable(),
    createdAt: z.string(),
  });
export type FinanceAccount = z.infer<typeof financeAccountSchema>;

export const financeAccountEntity = defineWorkspaceEntity('FinanceAccount', financeAccountSchema, 'FINACCOUNT#{id}');
