import { INVOICE_OVERDUE_STATUS } from '@shared/catalog/integration-data-types';
import type { SyncedItem } from '@shared/schemas/synced-item';
import { Cron } from 'croner';
import { addDays, type CalendarDate } from '../finance/calendar-date';

/**
 * When an invoice is overdue (issue 33's 'invoice overdue' trigger): it is still to be paid and its due day is before
 * today in the workspace's time zone. The connectors normalise the providers' words for "still to be paid"
 * (QuickBooks' open balance, Xero's AUTHORISED, Stripe's open and uncollectible, PayPal's SENT and UNPAID) to `open`;
 * a draft was never sent, and a paid or void invoice is settled. Pure: the caller passes the workspace's today.
 */
const UNPAID_STATUSES: readonly (string | null)[] = ['open'];

/** The status an overdue invoice's `integration_item` event carries (a synced invoice is never stored with it). */
export const OVERDUE_STATUS = INVOICE_OVERDUE_STATUS;

type InvoiceFacts = Pick<SyncedItem, 'dataType' | 'status' | 'dueDate'>;

/** An unpaid invoice with a due day: the ones that can become overdue. */
export function canBecomeOverdue<T extends InvoiceFacts>(item: T): item is T & { dueDate: string } {
  return item.dataType === 'invoice' && UNPAID_STATUSES.includes(item.status) && item.dueDate !== null;
}

export function isInvoiceOverdue(item: InvoiceFacts, today: CalendarDate): boolean {
  return canBecomeOverdue(item) && item.dueDate < today;
}

/**
 * What a sync does about an invoice it stores:
 * - `fire`: it is overdue, and was not known to be (new, or its due day moved, or it was settled and reopened);
 * - `watch`: it can still become overdue, so the due-date registry keeps it for the every-minute job;
 * - `none`: it cannot (settled, no due day), or it was already known overdue or watched with this due day (the job
 *   fires a watched one), or it is history a connection's first sync reads, which is not news.
 */
export function overdueOutlook(
  previous: InvoiceFacts | undefined,
  next: InvoiceFacts,
  context: { today: CalendarDate; backfill: boolean },
): 'fire' | 'watch' | 'none' {
  if (!canBecomeOverdue(next)) return 'none';
  if (next.dueDate >= context.today) return 'watch';
  const known = previous !== undefined && canBecomeOverdue(previous) && previous.dueDate === next.dueDate;
  return known || context.backfill ? 'none' : 'fire';
}

/**
 * The moment an invoice due on `dueDate` becomes overdue in `timeZone`: the workspace's midnight that starts the next
 * day (Croner does the zone arithmetic, DST included). Every zone's midnight of that day falls within 14 hours before
 * and 12 after UTC's, so the search starts 15 hours before UTC's.
 */
export function overdueFrom(dueDate: CalendarDate, timeZone: string): Date {
  const dayAfter = addDays(dueDate, 1);
  const [, month, day] = dayAfter.split('-').map(Number);
  const utcMidnight = Date.parse(`${dayAfter}T00:00:00.000Z`);
  const midnight = new Cron(`0 0 ${day} ${month} *`, { timezone: timeZone }).nextRun(
    new Date(utcMidnight - 15 * 3_600_000),
  );
  if (!midnight) throw new Error(`No midnight of ${dayAfter} in ${timeZone}`);
  return midnight;
}
