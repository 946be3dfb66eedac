import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Where a Plaid transaction sits in the books: its day page (`date`, `accountId`) and its fingerprint there. Plaid's
 * `/transactions/sync` names a modified or removed transaction only by its id, and unlinking must find every
 * transaction of the link; day pages are keyed by date first, so this small index answers both. Written before the
 * transactions themselves (a crash in between leaves a pointer to nothing, never a transaction nothing points to).
 */
export const plaidTransactionRefEntity = defineWorkspaceEntity(
  'PlaidTransactionRef',
  z.object({
    bankLinkId: z.string(),
    transactionId: z.string(),
    date: z.string(),
    accountId: z.string(),
    fingerprint: z.string(),
  }),
  'PLAIDTX#{bankLinkId}#{transactionId}',
);
export type PlaidTransactionRef = z.infer<typeof plaidTransactionRefEntity.schema>;
