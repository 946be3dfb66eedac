import type { BankLinkStatus, ConnectBankResponse } from '@shared/schemas/finance';
import { PlaidApiError } from '../../adapters/plaid-api-error';
import { type BankLink, bankLinkEntity, pendingBankLink } from '../../data/finance/bank-links';
import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { plaidTransactionRefEntity } from '../../data/finance/plaid-transactions';
import { syncTargetEntity } from '../../data/integrations/sync-targets';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { sendToSyncQueue } from '../../platform/sync-queue';
import { recordAudit } from '../audit/audit-log';
import { bankLinkTarget } from '../audit/audit-targets';
import { productNameOf } from '../branding/white-label-name';
import { BANK_LINK_TARGET } from '../integrations/sync-messages';
import { found, notFound } from '../workspace/not-found';
import { bankAccountOf } from './accounts';
import {
  askPlaid,
  notConfiguredMessage,
  openAccessToken,
  plaidClient,
  plaidFailure,
  requirePlaid,
  sealAccessToken,
} from './bank-link-access';
import { removeByRefs, upsertLinkedAccounts } from './bank-link-sync';
import { workspaceBooks } from './books';
import { withFinanceLease } from './finance-lease';

/**
 * The name Plaid's window shows ('… uses Plaid to connect your account'): BizPilot, or a white-labelled workspace's
 * own (its display name, else the workspace's name), cut to Plaid's 30 characters.
 */
async function linkClientName(workspaceId: string): Promise<string> {
  const product = await productNameOf(workspaceId);
  const name = product ?? found(await workspaceEntity.get({ workspaceId }), 'workspace').name;
  return name.slice(0, 30);
}

/**
 * Linking a bank with Plaid, verified rather than guessed: `connectBank` starts a Hosted Link session (the screen
 * opens its URL in the spec's popup), `verifyBankLink` asks Plaid how that session ended (`/link/token/get`) and,
 * once the user finished with a public token, exchanges it server-side, seals the access token, adds the accounts
 * and registers the link with the hourly sync; `removeBankLink` unlinks (`/item/remove`) and takes the link's
 * accounts and transactions out of the books. No answer or log line ever carries a token.
 */
export async function connectBank(workspaceId: string, now = new Date()): Promise<ConnectBankResponse> {
  const plaid = await plaidClient();
  if (!plaid) return { message: notConfiguredMessage() };
  await clearFinishedAttempts(workspaceId, now);
  const clientName = await linkClientName(workspaceId);
  const hosted = await askPlaid('start linking a bank', () =>
    plaid.createHostedLink({ userId: workspaceId, clientName }),
  );
  const id = newId();
  await bankLinkEntity.create({
    workspaceId,
    ...pendingBankLink({ id, linkToken: hosted.linkToken, linkExpiresAt: hosted.expiresAt }, now),
  });
  return { linkUrl: hosted.url, linkId: id };
}

/** Where the Hosted Link session stands; on the first answer that finds it finished, the link is completed here. */
export async function verifyBankLink(workspaceId: string, id: string, now = new Date()): Promise<BankLinkStatus> {
  const link = found(await bankLinkEntity.get({ workspaceId, id }, { consistent: true }), 'bankLink');
  if (link.status !== 'pending') return statusOf(link, await accountsOf(workspaceId, link));
  const plaid = await requirePlaid();
  const outcome = await askPlaid('check the bank link', () => plaid.linkOutcome(link.linkToken));

  if (outcome.status === 'pending') {
    if (Date.parse(link.linkExpiresAt) > now.getTime()) return statusOf(link, []);
    return settle(workspaceId, link, { status: 'expired' });
  }
  if (outcome.status === 'exited') return settle(workspaceId, link, { status: 'exited', exitReason: outcome.reason });

  let exchanged: { accessToken: string; itemId: string };
  try {
    exchanged = await plaid.exchangePublicToken(outcome.publicToken);
  } catch (error) {
    if (!(error instanceof PlaidApiError)) throw error;
    // A public token exchanges once: a poll that lost the race finds the link as the winner leaves it.
    if (error.code === 'INVALID_PUBLIC_TOKEN') {
      const latest = found(await bankLinkEntity.get({ workspaceId, id }, { consistent: true }), 'bankLink');
      return statusOf(latest, await accountsOf(workspaceId, latest));
    }
    throw plaidFailure(error, 'finish linking the bank');
  }
  const { institutionName, accounts } = await askPlaid('read the linked accounts', () =>
    plaid.accounts(exchanged.accessToken),
  );
  const institution = institutionName ?? outcome.institution?.name ?? null;
  const connected = await bankLinkEntity.update(
    { workspaceId, id },
    {
      status: 'connected',
      itemId: exchanged.itemId,
      institution,
      sealedAccessToken: await sealAccessToken(workspaceId, id, exchanged.accessToken),
      connectedAt: now.toISOString(),
    },
    { if: { status: 'pending' } },
  );
  if (!connected) {
    // Cancelled while the user was at the bank: Plaid keeps no item nobody can reach.
    await plaid.removeItem(exchanged.accessToken).catch(() => undefined);
    throw notFound('bankLink');
  }
  await upsertLinkedAccounts(workspaceId, connected, accounts, now);
  await recordAudit(workspaceId, {
    action: 'bank.linked',
    target: bankLinkTarget(connected),
    changes: { accounts: [null, accounts.length] },
  });
  await syncTargetEntity.put({ kind: BANK_LINK_TARGET, workspaceId, targetId: id, registeredAt: now.toISOString() });
  // The first sync starts now rather than at the next hour; if the queue is down, the hourly one still comes.
  await sendToSyncQueue([{ kind: BANK_LINK_TARGET, workspaceId, targetId: id }]).catch(() => undefined);
  return statusOf(connected, await accountsOf(workspaceId, connected));
}

/**
 * Unlinks a bank: Plaid forgets the item first (`/item/remove`: no more access, no more billing), then its accounts,
 * their transactions and the link leave the books. If Plaid cannot be reached nothing is removed, so the user can
 * try again instead of leaving an item at Plaid nobody can remove.
 */
export async function removeBankLink(workspaceId: string, id: string): Promise<void> {
  const link = found(await bankLinkEntity.get({ workspaceId, id }, { consistent: true }), 'bankLink');
  if (link.sealedAccessToken) await removeAtPlaid(workspaceId, link, link.sealedAccessToken);
  await syncTargetEntity.delete({ kind: BANK_LINK_TARGET, workspaceId, targetId: id });
  await withFinanceLease(workspaceId, async (lease) => {
    const refs = await plaidTransactionRefEntity.queryAll({ workspaceId, bankLinkId: id });
    await removeByRefs(await workspaceBooks(workspaceId, lease), new Map(refs.map((r) => [r.transactionId, r])));
    lease.assertHeld();
    await plaidTransactionRefEntity.deleteAll({ workspaceId, bankLinkId: id });
    for (const account of await linkedAccounts(workspaceId, id)) {
      await financeAccountEntity.delete({ workspaceId, id: account.id });
    }
    await bankLinkEntity.delete({ workspaceId, id });
  });
  if (link.status === 'connected')
    await recordAudit(workspaceId, { action: 'bank.unlinked', target: bankLinkTarget(link) });
}

async function removeAtPlaid(workspaceId: string, link: BankLink, sealed: string): Promise<void> {
  const plaid = await plaidClient();
  if (!plaid) {
    // The keys were taken away: the link can only be forgotten here; its item stays at Plaid until removed there.
    logger.warn('Unlinked a bank without Plaid keys; remove its item in the Plaid dashboard', { itemId: link.itemId });
    return;
  }
  try {
    await plaid.removeItem(await openAccessToken(workspaceId, link.id, sealed));
  } catch (error) {
    if (!(error instanceof PlaidApiError)) throw error;
    // Already gone at Plaid (removed there, or the token revoked): nothing left to remove.
    if (error.code === 'ITEM_NOT_FOUND' || error.code === 'INVALID_ACCESS_TOKEN') return;
    throw plaidFailure(error, 'unlink the bank; nothing was removed, try again');
  }
}

async function settle(
  workspaceId: string,
  link: BankLink,
  change: Pick<BankLink, 'status'> & Partial<Pick<BankLink, 'exitReason'>>,
): Promise<BankLinkStatus> {
  const settled = await bankLinkEntity.update({ workspaceId, id: link.id }, change, { if: { status: 'pending' } });
  return statusOf(settled ?? { ...link, ...change }, []);
}

/** Attempts that ended without a bank (left, expired) are forgotten when the user starts another. */
async function clearFinishedAttempts(workspaceId: string, now: Date): Promise<void> {
  const links = await bankLinkEntity.queryAll({ workspaceId });
  const finished = links.filter(
    (l) =>
      l.status === 'exited' ||
      l.status === 'expired' ||
      (l.status === 'pending' && Date.parse(l.linkExpiresAt) <= now.getTime()),
  );
  await bankLinkEntity.deleteMany(finished.map((l) => ({ workspaceId, id: l.id })));
}

async function linkedAccounts(workspaceId: string, bankLinkId: string) {
  return (await financeAccountEntity.queryAll({ workspaceId })).filter((a) => a.bankLinkId === bankLinkId);
}

async function accountsOf(workspaceId: string, link: BankLink) {
  return (await linkedAccounts(workspaceId, link.id)).map((a) => bankAccountOf(a, link));
}

function statusOf(link: BankLink, accounts: BankLinkStatus['accounts']): BankLinkStatus {
  const base = { status: link.status, institution: link.institution, accounts };
  switch (link.status) {
    case 'pending':
      return { ...base, message: 'Waiting for you to finish linking your bank in the Plaid window.' };
    case 'connected':
      return {
        ...base,
        message: `${link.institution ?? 'Your bank'} is connected with ${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}.`,
      };
    case 'exited':
      return {
        ...base,
        message: link.exitReason
          ? `No bank was linked: ${link.exitReason}`
          : 'You left Plaid before linking a bank. Connect Bank starts again.',
      };
    case 'expired':
      return { ...base, message: 'This bank link expired before it was finished. Connect Bank starts again.' };
  }
}
