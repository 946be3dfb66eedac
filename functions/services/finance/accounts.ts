import { centsToDollars } from '@shared/format/money';
import type { BankAccount } from '@shared/schemas/finance';
import { type FinanceAccount, financeAccountEntity } from '../../data/finance-accounts';

/** Spec §3's bank account from the stored one (balance in dollars). */
export function bankAccountOf(account: FinanceAccount): BankAccount {
  return {
    id: account.id,
    name: account.name,
    institution: account.institution,
    mask: account.mask,
    type: account.type,
    balance: account.balanceCents === null ? null : centsToDollars(account.balanceCents),
    balanceAsOf: account.balanceAsOf,
    origin: account.origin,
    bankLinkId: account.bankLinkId,
  };
}

/** `GET /api/financial/accounts`: the workspace's accounts, in the order they were added. */
export async function listBankAccounts(workspaceId: string): Promise<BankAccount[]> {
  return (await financeAccountEntity.queryAll({ workspaceId })).map(bankAccountOf);
}
