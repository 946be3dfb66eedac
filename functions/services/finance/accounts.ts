import { centsToDollars } from '@shared/format/money';
import type { BankAccount } from '@shared/schemas/finance';
import { type BankLink, bankLinkEntity } from '../../data/finance/bank-links';
import { type FinanceAccount, financeAccountEntity } from '../../data/finance/finance-accounts';
import { found } from '../workspace/not-found';

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

/** `PATCH /api/financial/accounts/{id}`: the account under its new name. */
export async function renameBankAccount(workspaceId: string, id: string, name: string): Promise<BankAccount> {
  // Only the name is set: the stored account's other attributes (its `type` among them) stay as they are.
  const account = found(await financeAccountEntity.update({ workspaceId, id }, { name }, {}), 'bankAccount');
  const link = account.bankLinkId ? await bankLinkEntity.get({ workspaceId, id: account.bankLinkId }) : undefined;
  return bankAccountOf(account, link);
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
