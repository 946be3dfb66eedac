import type { BankSyncOutcome } from '@shared/schemas/finance';
import { PlaidApiError } from '../../adapters/plaid-api-error';
import type { LinkedAccount, SyncedTransaction } from '../../adapters/plaid-bank-link';
import { type BankLink, bankLinkEntity } from '../../data/finance/bank-links';
import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { type PlaidTransactionRef, plaidTransactionRefEntity } from '../../data/finance/plaid-transactions';
import { toCalendarDate } from '../../domain/finance/calendar-date';
import { foldSyncChanges } from '../../domain/finance/transactions/sync-changes';
import { Conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { sendToSyncQueue } from '../../platform/sync-queue';
import { BANK_LINK_TARGET } from '../integrations/sync-messages';
import { found } from '../workspace/not-found';
import { openAccessToken, plaidFailure, requirePlaid } from './bank-link-access';
import { workspaceBooks } from './books';
import { type HeldLease, holdFinanceLease, LEASE_BUSY, withFinanceLease } from './finance-lease';
import {
  dayKeyOf,
  externalFingerprint,
  type ImportPorts,
  type IncomingTransaction,
  removeStoredTransactions,
  TransactionImport,
} from './transaction-import';

/**
 * Syncs one linked bank: the Sync button and the hourly sync worker run this same code, as the workspace's one
 * writer of its books (the finance lease). From the stored cursor it reads Plaid's change log
 * (`/transactions/sync`, every page), refreshes the accounts and balances (`/accounts/get`), and applies the log
 * through the import path statements use (categorisation, day pages, day totals, the dashboard's rollups):
 * a modified transaction leaves the books and comes back in its new form, a removed one leaves them. Only then is
 * the new cursor stored, so a sync that fails halfway is simply read again next time, and everything it repeats is
 * a duplicate. A Plaid failure is kept on the link (`lastSyncError`) for the screen to show.
 */
export interface BankSyncOptions {
  trigger: 'manual' | 'schedule';
  now?: Date;
  /**
   * Redoes the forecast once the books are synced: the Sync button's route in the request, the worker through the
   * forecast queue (the forecast's models are no part of the worker).
   */
  afterBooksChanged(workspaceId: string, now?: Date): Promise<void>;
}

/** How long the hourly sync waits for an import holding the books before the queue tries again later. */
const SCHEDULED_LEASE_WAIT_MS = 30_000;

export async function syncBankLink(
  workspaceId: string,
  bankLinkId: string,
  options: BankSyncOptions,
): Promise<BankSyncOutcome> {
  const link = found(await bankLinkEntity.get({ workspaceId, id: bankLinkId }, { consistent: true }), 'bankLink');
  if (link.status !== 'connected') throw new Conflict('This bank is not connected yet');
  const work = (lease: HeldLease) => syncHoldingBooks(workspaceId, bankLinkId, lease, options.now ?? new Date());
  const outcome =
    options.trigger === 'manual'
      ? await withFinanceLease(workspaceId, work)
      : await holdFinanceLease(workspaceId, `bank-sync:${newId()}`, SCHEDULED_LEASE_WAIT_MS, work);
  if (outcome === LEASE_BUSY) throw new Error('The books were busy for the whole wait; the queue will try again');
  await options.afterBooksChanged(workspaceId, options.now);
  return outcome;
}

async function syncHoldingBooks(
  workspaceId: string,
  bankLinkId: string,
  lease: HeldLease,
  now: Date,
): Promise<BankSyncOutcome> {
  // Read again under the lease: the cursor another sync stored a moment ago is the one to continue from.
  const link = found(await bankLinkEntity.get({ workspaceId, id: bankLinkId }, { consistent: true }), 'bankLink');
  if (link.status !== 'connected' || !link.sealedAccessToken) throw new Conflict('This bank is not connected yet');
  const plaid = await requirePlaid();
  const accessToken = await openAccessToken(workspaceId, bankLinkId, link.sealedAccessToken);

  let fetched: [Awaited<ReturnType<typeof plaid.accounts>>, Awaited<ReturnType<typeof plaid.syncTransactions>>];
  try {
    fetched = await Promise.all([
      plaid.accounts(accessToken),
      plaid.syncTransactions(accessToken, link.syncCursor ?? undefined),
    ]);
  } catch (error) {
    if (!(error instanceof PlaidApiError)) throw error;
    await bankLinkEntity.update({ workspaceId, id: bankLinkId }, { lastSyncError: error.message });
    throw plaidFailure(error, 'sync this bank');
  }
  const [{ accounts }, log] = fetched;

  const accountIds = await upsertLinkedAccounts(workspaceId, link, accounts, now, lease);
  const books = await workspaceBooks(workspaceId, lease);
  const changes = foldSyncChanges(log);

  // Out first: the stored versions of what changed or went.
  const earlier = await readRefs(workspaceId, bankLinkId, [...changes.replacedOrRemoved]);
  const taken = await removeByRefs(books, earlier);
  lease.assertHeld();
  await plaidTransactionRefEntity.deleteMany(
    [...changes.removed].map((transactionId) => ({ workspaceId, bankLinkId, transactionId })),
  );

  // In: each transaction's last version, its pointer written before it (see `plaid-transactions.ts`).
  const incoming = [...changes.upserts.values()].flatMap((t) => {
    const accountId = accountIds.get(t.accountExternalId);
    if (!accountId) logger.warn('A synced transaction names an account Plaid did not list', { bankLinkId });
    return accountId ? [incomingOf(t, accountId, bankLinkId)] : [];
  });
  lease.assertHeld();
  await plaidTransactionRefEntity.putMany(
    incoming.map((t) => ({
      workspaceId,
      bankLinkId,
      transactionId: t.externalId,
      date: t.date,
      accountId: t.accountId,
      fingerprint: externalFingerprint(t),
    })),
  );
  const run = new TransactionImport(books);
  for (const t of incoming) await run.add(t);
  await run.flush();

  const replaced = incoming.filter((t) => earlier.has(t.externalId)).length;
  const lastSyncAt = now.toISOString();
  lease.assertHeld();
  await bankLinkEntity.update(
    { workspaceId, id: bankLinkId },
    { syncCursor: log.nextCursor, lastSyncAt, lastSyncError: null },
  );
  // More than one sync reads (a long history): the rest follows through the queue rather than the request.
  if (log.hasMore) await sendToSyncQueue([{ kind: BANK_LINK_TARGET, workspaceId, targetId: bankLinkId }]);
  return {
    imported: Math.max(0, run.totals.imported - replaced),
    updated: replaced,
    removed: [...changes.removed].filter((id) => taken.has(id)).length,
    hasMore: log.hasMore,
    lastSyncAt,
  };
}

type IncomingPlaidTransaction = IncomingTransaction & { externalId: string };

function incomingOf(t: SyncedTransaction, accountId: string, bankLinkId: string): IncomingPlaidTransaction {
  return {
    accountId,
    date: t.date,
    description: t.description,
    amountCents: t.amountCents,
    bankCategory: t.plaidCategory ?? undefined,
    source: { kind: 'plaid', bankLinkId, transactionId: t.externalId },
    externalId: t.externalId,
  };
}

/**
 * The link's accounts as Plaid lists them now: new ones are added, known ones get today's balance. Answers Plaid's
 * account ids mapped to the workspace's.
 */
export async function upsertLinkedAccounts(
  workspaceId: string,
  link: Pick<BankLink, 'id' | 'institution'>,
  accounts: readonly LinkedAccount[],
  now: Date,
  lease?: HeldLease,
): Promise<Map<string, string>> {
  const known = (await financeAccountEntity.queryAll({ workspaceId })).filter((a) => a.bankLinkId === link.id);
  const ids = new Map(known.flatMap((a) => (a.externalId ? [[a.externalId, a.id] as const] : [])));
  const today = toCalendarDate(now);
  for (const account of accounts) {
    lease?.assertHeld();
    const id = ids.get(account.externalId);
    if (id) {
      await financeAccountEntity.update(
        { workspaceId, id },
        { balanceCents: account.balanceCents, balanceAsOf: account.balanceCents === null ? null : today },
      );
      continue;
    }
    const created = newId();
    await financeAccountEntity.create({
      workspaceId,
      id: created,
      name: account.name,
      institution: link.institution,
      mask: account.mask,
      type: account.type,
      origin: 'plaid',
      bankLinkId: link.id,
      externalId: account.externalId,
      balanceCents: account.balanceCents,
      balanceAsOf: account.balanceCents === null ? null : today,
      currency: account.currency,
      createdAt: now.toISOString(),
    });
    ids.set(account.externalId, created);
  }
  return ids;
}

/** The stored pointers of these Plaid transaction ids (those never stored have none), by id. */
async function readRefs(
  workspaceId: string,
  bankLinkId: string,
  transactionIds: readonly string[],
): Promise<Map<string, PlaidTransactionRef>> {
  const refs = await plaidTransactionRefEntity.getMany(
    transactionIds.map((transactionId) => ({ workspaceId, bankLinkId, transactionId })),
  );
  return new Map(refs.flatMap((ref) => (ref ? [[ref.transactionId, ref] as const] : [])));
}

/** Takes the transactions these pointers name out of the books; answers the ids that were there. */
export async function removeByRefs(
  books: ImportPorts,
  refs: ReadonlyMap<string, PlaidTransactionRef>,
): Promise<Set<string>> {
  const byDay = new Map<string, Set<string>>();
  for (const ref of refs.values()) {
    const key = dayKeyOf({ date: ref.date as IncomingTransaction['date'], accountId: ref.accountId });
    byDay.set(key, (byDay.get(key) ?? new Set()).add(ref.fingerprint));
  }
  const removed = await removeStoredTransactions(books, byDay);
  const gone = new Set(removed.map((t) => t.fingerprint));
  return new Set([...refs.values()].filter((ref) => gone.has(ref.fingerprint)).map((ref) => ref.transactionId));
}
