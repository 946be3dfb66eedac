import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { readTransactionDaysBetween } from '../../data/finance/transaction-days';
import { recurringStatusEntity } from '../../data/forecast/forecast-records';
import { forecastSnapshotEntity, type StoredForecast } from '../../data/forecast/forecast-snapshots';
import { integrationItemEntity } from '../../data/integrations/integration-items';
import { integrationEntity } from '../../data/integrations/integrations';
import { readDays } from '../../data/kpi/kpi-days';
import { addDays } from '../../domain/finance/calendar-date';
import { computeCashModel } from '../../domain/forecast/cash-forecast';
import { type InvoiceFacts, knownInvoiceFlows } from '../../domain/forecast/known-items';
import type { RecurringStatus } from '../../domain/forecast/recurring';
import { computeRevenueModel } from '../../domain/forecast/revenue-forecast';
import { revenueCents } from '../../domain/kpi/day-metrics';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { checkShortfall } from './shortfall-alert';

/** Three years of history: enough for a yearly season (two years) and the backtest before it. */
const HISTORY_DAYS = 3 * 366;

/**
 * Recomputes and stores the workspace's forecasts: after each statement import, bank sync and Demo Bank, and when
 * the owner confirms or dismisses a series. Then checks the shortfall alert against the new forecast.
 */
export async function recomputeForecast(workspaceId: string, now = new Date()): Promise<StoredForecast> {
  const asOf = dateInZone(now, await workspaceTimeZone(workspaceId));
  const from = addDays(asOf, -HISTORY_DAYS);
  const [pages, accounts, statuses, invoices, days] = await Promise.all([
    readTransactionDaysBetween(workspaceId, from, asOf),
    financeAccountEntity.queryAll({ workspaceId }),
    recurringStatusEntity.queryAll({ workspaceId }),
    readInvoices(workspaceId, asOf),
    readDays(workspaceId, from, asOf),
  ]);
  const transactions = pages.flatMap((page) =>
    page.transactions.map((t) => ({
      id: t.fingerprint,
      date: page.date,
      amountCents: t.amountCents,
      merchant: t.merchant,
    })),
  );
  const statusById = new Map<string, RecurringStatus>(statuses.map((s) => [s.id, s.status]));
  const known = knownInvoiceFlows(invoices, asOf);
  // Loaded on the first recompute only: the WebAssembly models stay out of the reads' cold start.
  const { augursForecasters } = await import('../../adapters/forecast/augurs-models');
  const forecasters = augursForecasters();
  const cash = computeCashModel({
    asOf,
    startingBalanceCents: accounts.reduce((sum, a) => sum + (a.balanceCents ?? 0), 0),
    transactions,
    statuses: statusById,
    known,
    forecasters,
  });
  const revenue = computeRevenueModel({
    asOf,
    // The dashboard's revenue, day by day: the same rollups and the same definition (`revenueCents`).
    revenueDays: days.map((d) => ({ date: d.date, amountCents: revenueCents(d.metrics) })),
    recurringAndKnownIncome: cash.flows.filter((f) => f.amountCents > 0),
    forecasters,
  });
  const snapshot: StoredForecast = { computedAt: now.toISOString(), cash, revenue };
  await forecastSnapshotEntity.put({ workspaceId, ...snapshot });
  await checkShortfall(workspaceId, snapshot, asOf);
  return snapshot;
}

/** The invoices of the workspace's connected apps, open and paid (the paid ones tell each customer's lateness). */
async function readInvoices(workspaceId: string, asOf: string): Promise<InvoiceFacts[]> {
  const integrations = await integrationEntity.queryAll({ workspaceId });
  const invoices: InvoiceFacts[] = [];
  for (const { id: integrationId } of integrations) {
    for (const item of await integrationItemEntity.queryAll({ workspaceId, integrationId })) {
      if (item.dataType !== 'invoice' || (item.currency && item.currency !== 'USD')) continue;
      invoices.push({
        id: item.id,
        reference: item.reference ?? item.name,
        customer: item.contact?.name ?? item.contact?.email ?? null,
        status: item.status,
        date: item.date ? item.date.slice(0, 10) : null,
        paidOn: item.status === 'paid' && item.updatedAt ? item.updatedAt.slice(0, 10) : null,
        valueCents: item.valueCents,
      });
    }
  }
  return invoices.filter((i) => !i.date || i.date <= addDays(asOf, 366));
}
