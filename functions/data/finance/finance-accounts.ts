import { bankAccountSchema } from '@shared/schemas/finance/accounts';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * A bank account of the workspace: from statements (by mask), from a Plaid link, or from the Demo Bank. What the API
 * shows of it is the shared bank account's own fields; the balance is kept in cents, and the sync state lives on the
 * link.
 */
export const financeAccountSchema = z.extend(
  z.pick(bankAccountSchema, {
    id: true,
    name: true,
    institution: true,
    mask: true,
    type: true,
    origin: true,
    bankLinkId: true,
  }),
  {
    /** Plaid's account id, for a linked account. */
    externalId: nullableString,
    balanceCents: z.nullable(z.number().check(z.int())),
    balanceAsOf: nullableString,
    currency: nullableString,
    createdAt: z.string(),
  },
);
export type FinanceAccount = z.infer<typeof financeAccountSchema>;

export const financeAccountEntity = defineWorkspaceEntity('FinanceAccount', financeAccountSchema, 'FINACCOUNT#{id}');
