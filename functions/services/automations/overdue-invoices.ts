import { integrationProvider } from '@shared/catalog/integrations';
import { integrationItemEntity } from '../../data/integrations/integration-items';
import { type InvoiceDue, invoiceDueEntity, invoicesOverdueBy } from '../../data/integrations/invoices-due';
import { canBecomeOverdue, isInvoiceOverdue } from '../../domain/integrations/invoice-overdue';
import { overdueInvoiceEvent } from '../../domain/integrations/item-change';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { publishEvents } from '../../platform/events';
import { itemEventDetail } from '../integrations/item-events';
import { workspaceTimeZone } from '../workspace/workspace-time-zone';
import { fireEachDue } from './fire-due';

/**
 * 'Invoice overdue' for the invoices that pass their due day with no sync to see it: with the scheduled automations,
 * every minute, one range Query of the due-date registry (`invoices-due.ts`) finds the entries whose workspace
 * midnight has come; for each, the stored invoice is read, and if it is still unpaid with that due day, its
 * `integration_item` event with the status `overdue` is published; then the entry is deleted. The event id is the
 * sync's for the same invoice and due day, so a tick that publishes and fails before deleting, two ticks at once, or
 * a sync that saw it first, all raise one event, and a run is keyed by its event.
 */
const BATCH = 200;

/** Publishes the invoices overdue at `now`; answers how many. */
export async function fireOverdueInvoices(now = new Date()): Promise<number> {
  const candidates = await invoicesOverdueBy(now.toISOString(), BATCH);
  return fireEachDue(candidates, (due) => fireIfOverdue(due, now), {
    one: 'An overdue invoice',
    many: 'Overdue invoices',
  });
}

async function fireIfOverdue(due: InvoiceDue, now: Date): Promise<boolean> {
  const { workspaceId, integrationId, itemId } = due;
  const [invoice, timeZone] = await Promise.all([
    integrationItemEntity.get({ workspaceId, integrationId, id: itemId }, { consistent: true }),
    workspaceTimeZone(workspaceId),
  ]);
  const today = dateInZone(now, timeZone);
  const watched = invoice?.dueDate === due.dueDate && canBecomeOverdue(invoice) ? invoice : undefined;
  // The workspace moved to a zone where the day has not passed yet: the entry waits for a later tick.
  if (watched && !isInvoiceOverdue(watched, today)) return false;
  // Otherwise it is overdue now, or paid, voided, its due day moved (the sync watches the new one) or its connection
  // removed: nothing to say about this entry after this tick.
  if (watched) {
    const source = { integrationId, providerName: integrationProvider(watched.provider).name };
    await publishEvents([itemEventDetail(workspaceId, watched, overdueInvoiceEvent(watched, source), now)]);
  }
  await invoiceDueEntity.delete(due);
  return watched !== undefined;
}
