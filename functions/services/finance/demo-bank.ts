import type { BankAccount } from '@shared/schemas/finance';
import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { readTransactionDays, transactionDayEntity } from '../../data/finance/transaction-days';
import { dayTotalsDelta, sumDayTotals } from '../../domain/finance/analysis/day-totals';
import { addDays, toCalendarDate } from '../../domain/finance/calendar-date';
import { DEMO_DAYS, generateDemoBank } from '../../domain/finance/demo-bank/demo-bank';
import { config } from '../../platform/config';
import { Conflict, Forbidden } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { recomputeForecastAfterBooksChanged } from '../forecast/books-changed';
import { recordBankTransactions } from '../kpi/kpi-rollups';
import { bankAccountOf } from './accounts';
import { workspaceBooks } from './books';
import { addToDayTotals } from './day-totals';
import { withFinanceLease } from './finance-lease';
import { TransactionImport } from './transaction-import';

/**
 * The Demo Bank (local app only, for trying BizPilot without a bank): two accounts and 90 days of a small business's
 * banking, generated from the workspace's id and today, imported through the same path as a statement — so the
 * categories, totals and analysis are the real ones — and removable with everything it added.
 */
export async function createDemoBank(
  workspaceId: string,
  now = new Date(),
): Promise<{ accounts: BankAccount[]; imported: number }> {
  if (config().AUTH_MODE !== 'local') throw new Forbidden('The Demo Bank is only available in the local app');
  // Checked before the lease too: a repeated click is answered at once instead of queueing behind an import.
  if ((await demoAccounts(workspaceId)).length) throw alreadyLinked();
  const created = await withFinanceLease(workspaceId, async (lease) => {
    if ((await demoAccounts(workspaceId)).length) throw alreadyLinked();
    const today = toCalendarDate(now);
    const bank = generateDemoBank({ seed: workspaceId, today });
    const ids = new Map<string, string>();
    const accounts = [];
    for (const demo of bank.accounts) {
      const account = {
        id: newId(),
        name: demo.name,
        institution: demo.institution,
        mask: demo.mask,
        type: demo.type,
        origin: 'demo' as const,
        bankLinkId: null,
        externalId: null,
        balanceCents: demo.balanceCents,
        balanceAsOf: today,
        currency: 'USD',
        createdAt: now.toISOString(),
      };
      await financeAccountEntity.create({ workspaceId, ...account });
      ids.set(demo.key, account.id);
      accounts.push(account);
    }
    const run = new TransactionImport(await workspaceBooks(workspaceId, lease));
    for (const t of bank.transactions) {
      await run.add({
        accountId: ids.get(t.accountKey)!,
        date: t.date,
        description: t.description,
        amountCents: t.amountCents,
        source: { kind: 'demo' },
      });
    }
    await run.flush();
    return { accounts: accounts.map((a) => bankAccountOf(a)), imported: run.totals.imported };
  });
  await recomputeForecastAfterBooksChanged(workspaceId, now);
  return created;
}

/** Removes the Demo Bank's accounts, their transactions and what they added to the day totals. */
export async function deleteDemoBank(workspaceId: string): Promise<void> {
  // Nothing to remove: no need to wait for the books' lease.
  if (!(await demoAccounts(workspaceId)).length) return;
  await withFinanceLease(workspaceId, async () => {
    for (const account of await demoAccounts(workspaceId)) {
      const created = toCalendarDate(new Date(account.createdAt));
      const keys = Array.from({ length: DEMO_DAYS + 1 }, (_, i) => ({
        date: addDays(created, -i),
        accountId: account.id,
      }));
      const pages = await readTransactionDays(workspaceId, keys);
      await addToDayTotals(
        workspaceId,
        sumDayTotals(
          pages.flatMap((page) =>
            page.transactions.map((t) =>
              dayTotalsDelta({ ...t, date: page.date, revenueKind: t.revenueKind ?? undefined }, -1),
            ),
          ),
        ),
      );
      await transactionDayEntity.deleteMany(
        pages.map((page) => ({ workspaceId, date: page.date, accountId: page.accountId, page: String(page.page) })),
      );
      await financeAccountEntity.delete({ workspaceId, id: account.id });
      // Once they are gone: a paired deposit's invoice then looks for another deposit among what is left.
      await recordBankTransactions(
        workspaceId,
        'removed',
        pages.flatMap((page) => page.transactions.map((t) => ({ ...t, date: page.date }))),
      );
    }
  });
  await recomputeForecastAfterBooksChanged(workspaceId);
}

async function demoAccounts(workspaceId: string) {
  return (await financeAccountEntity.queryAll({ workspaceId })).filter((a) => a.origin === 'demo');
}

const alreadyLinked = () => new Conflict('The Demo Bank is already linked');
