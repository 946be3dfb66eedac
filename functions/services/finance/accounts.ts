import { centsToDollars } from '@shared/format/money';
import type { BankAccount } from '@shared/schemas/finance';
import { type BankLink, bankLinkEntity } from '../../data/finance/bank-links';
import { type FinanceAccount, financeAccountEntity } from '../../data/finance/finance-accounts';

/** Spec §3's bank account from the stored one (balance in dollars), with its bank link's sync state if linked. */
export function bankAccountOf(
  account: FinanceAccount,
  link?: Pick<BankLink, 'lastSyncAt' | 'lastSyncError'>,
): BankAccount {
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
    lastSyncAt: link?.lastSyncAt ?? null,
    syncError: link?.lastSyncError ?? null,
  };
}

/** `GET /api/financial/accounts`: the workspace's accounts, in the order they were added. */
export async function listBankAccounts(workspaceId: string): Promise<BankAccount[]> {
  const [accounts, links] = await Promise.all([
    financeAccountEntity.queryAll({ workspaceId }),
    bankLinkEntity.queryAll({ workspaceId }),
  ]);
  const linkOf = new Map(links.map((link) => [link.id, link]));
  return accounts.map((a) => bankAccountOf(a, a.bankLinkId ? linkOf.get(a.bankLinkId) : undefined));
}
