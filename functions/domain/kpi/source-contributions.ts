import type { RevenueKind, TransactionCategory } from '@shared/catalog/finance-categories';
import { type IntegrationDataType, integrationDataTypeInfo } from '@shared/catalog/integration-data-types';
import type { TaskStatus } from '@shared/schemas/task';
import type { CalendarDate } from '../finance/calendar-date';
import { type DayDelta, durationMetric, type IncomeKind, revenueMetric } from './day-metrics';
import { dateInZone } from './zoned-date';

/**
 * What each source item adds to the day rollups. A writer applies `contributionChange(before, after)` when an item
 * is created (before = none), changes (both) or is removed (after = none), and the recompute job adds up the
 * contributions of every item; the two agree because both are built from these functions alone.
 */

export interface TaskFacts {
  createdAt: string;
  status: TaskStatus;
  completedAt: string | null;
}

/** A task counts as created on its creation day and, while completed, as completed on its completion day. */
export function taskContribution(task: TaskFacts, timeZone: string): DayDelta[] {
  const created = dateInZone(task.createdAt, timeZone);
  if (task.status !== 'completed' || !task.completedAt) return [{ date: created, metrics: { tasksCreated: 1 } }];
  return [
    { date: created, metrics: { tasksCreated: 1, tasksCreatedCompleted: 1 } },
    {
      date: dateInZone(task.completedAt, timeZone),
      metrics: { tasksCompleted: 1, [durationMetric(task.createdAt, task.completedAt)]: 1 },
    },
  ];
}

/** A synced item as the rollups need it (the integrations area's stored item has these fields). */
export interface IntegrationItemFacts {
  dataType: IntegrationDataType;
  /** When it happened for the business (created, issued, starts); ISO 8601. */
  date: string | null;
  /** When BizPilot first synced it. */
  firstSeenAt: string;
  /** When an invoice was paid, if the provider says. */
  paidAt?: string | null;
  valueCents: number | null;
  currency: string | null;
  status: string | null;
  /** The item's own classification, when the connector knows it (a Stripe charge of a subscription). */
  revenueKind?: RevenueKind | null;
}

/**
 * The revenue kind of an item its connector did not classify: e-commerce orders and card payments are one-time
 * sales, invoices bill services.
 */
const defaultRevenueKind: Partial<Record<IntegrationDataType, RevenueKind>> = {
  order: 'one_time_sales',
  payment: 'one_time_sales',
  invoice: 'recurring_services',
};

/** Revenue is in US dollars; an amount without a currency is taken to be the business's own (USD). */
export function isUsd(currency: string | null | undefined): boolean {
  return !currency || currency === 'USD';
}

/** An item's revenue in cents, or 0 when its state does not count (an open invoice, a failed payment). */
export function itemRevenueCents(item: IntegrationItemFacts): number {
  const counts = (integrationDataTypeInfo(item.dataType).revenueStatuses as readonly string[]).includes(
    item.status ?? '',
  );
  return counts && isUsd(item.currency) ? (item.valueCents ?? 0) : 0;
}

/** The day an item's revenue belongs to: when it was paid if known, else its own date, else when first seen. */
export function itemRevenueDay(item: IntegrationItemFacts, timeZone: string): CalendarDate {
  return dateInZone(item.paidAt ?? item.date ?? item.firstSeenAt, timeZone);
}

/**
 * - a lead counts on the day the CRM created it (when it says), else the day BizPilot first saw it;
 * - a calendar event counts on the day it starts, unless cancelled;
 * - a paid invoice, a paid or refunded order, a succeeded or refunded payment add their value (net of refunds) to
 *   revenue from connected apps, by kind.
 */
export function integrationItemContribution(item: IntegrationItemFacts, timeZone: string): DayDelta[] {
  switch (item.dataType) {
    case 'lead':
      return [{ date: dateInZone(item.date ?? item.firstSeenAt, timeZone), metrics: { leads: 1 } }];
    case 'event':
      return item.date && item.status !== 'cancelled'
        ? [{ date: dateInZone(item.date, timeZone), metrics: { appointments: 1 } }]
        : [];
    default: {
      const cents = itemRevenueCents(item);
      if (cents === 0) return [];
      const kind: IncomeKind = item.revenueKind ?? defaultRevenueKind[item.dataType] ?? 'other';
      return [{ date: itemRevenueDay(item, timeZone), metrics: { [revenueMetric('apps', kind)]: cents } }];
    }
  }
}

/** A bank transaction as the rollups need it (the finance area's imported transaction has these fields). */
export interface BankTransactionFacts {
  date: CalendarDate;
  /** Positive for money in. */
  amountCents: number;
  category: TransactionCategory;
  revenueKind?: RevenueKind | null | undefined;
}

/**
 * Income adds to revenue from bank data, by kind; a deposit matched to a paid invoice adds to `revenue.matched`
 * instead (the invoice already counts it). Spending and transfers are not revenue.
 */
export function bankTransactionContribution(transaction: BankTransactionFacts, matched: boolean): DayDelta[] {
  if (transaction.category !== 'Income' || transaction.amountCents === 0) return [];
  const metric = matched ? 'revenue.matched' : revenueMetric('bank', transaction.revenueKind ?? 'other');
  return [{ date: transaction.date, metrics: { [metric]: transaction.amountCents } }];
}
