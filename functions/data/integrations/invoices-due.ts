import * as z from '@shared/zod';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * The unpaid invoices still to become overdue, across all workspaces: `INVOICES_DUE` /
 * `<overdueAt>#<workspaceId>#<integrationId>#<itemId>`, one small item per synced invoice with a due day not yet
 * passed, put by the sync that stores it. `overdueAt` is the workspace's midnight after the due day (UTC ISO), so the
 * every-minute job reads exactly what has become overdue with one range Query, never the workspace's items (as
 * `NOTE_FOLLOW_UPS` does for notes). The stored invoice stays the truth: the job reads it before firing, so an entry
 * left by an invoice since paid, or whose due day moved (the sync puts another entry), fires nothing; the job deletes
 * each entry it has dealt with.
 */
export const invoiceDueEntity = defineEntity({
  type: 'InvoiceDue',
  schema: z.object({
    overdueAt: z.iso.datetime(),
    dueDate: z.iso.date(),
    workspaceId: z.string(),
    integrationId: z.string(),
    itemId: z.string(),
  }),
  partitionKey: 'INVOICES_DUE',
  sortKey: '{overdueAt}#{workspaceId}#{integrationId}#{itemId}',
});
export type InvoiceDue = z.infer<typeof invoiceDueEntity.schema>;

/** The entries overdue at `now` (ISO), oldest first (at most `max`). */
export function invoicesOverdueBy(now: string, max: number): Promise<InvoiceDue[]> {
  return invoiceDueEntity.queryAll({}, { to: { overdueAt: now }, max });
}
