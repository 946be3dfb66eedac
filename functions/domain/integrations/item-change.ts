import { type IntegrationDataType, integrationDataTypeInfo } from '@shared/catalog/integration-data-types';
import { centsToDollars } from '@shared/format/money';
import type { SyncedItem } from '@shared/schemas/synced-item';
import { OVERDUE_STATUS } from './invoice-overdue';

/**
 * What one synced item means to the business, decided from the item as it was stored (if it was) and as the
 * provider now reports it: whether it is new, changed or the same; which business events it raises; and how it
 * moves the per-type summary counters. Pure: the sync service passes in the stored item and the clock.
 */
export type ItemChange = 'created' | 'updated' | 'unchanged';

const itemFields = [
  'externalId',
  'dataType',
  'name',
  'date',
  'valueCents',
  'currency',
  'status',
  'reference',
  'source',
  'updatedAt',
  'dueDate',
] as const satisfies readonly (keyof SyncedItem)[];
const contactFields = ['name', 'email', 'phone'] as const;

/** Field by field, so an item read back from the table (keys in another order, say) compares as the same item. */
export function sameItem(a: SyncedItem, b: SyncedItem): boolean {
  if (itemFields.some((field) => a[field] !== b[field])) return false;
  if (!a.contact || !b.contact) return a.contact === b.contact;
  return contactFields.every((field) => a.contact?.[field] === b.contact?.[field]);
}

export function classifyItemChange(previous: SyncedItem | undefined, next: SyncedItem): ItemChange {
  if (!previous) return 'created';
  return sameItem(previous, next) ? 'unchanged' : 'updated';
}

/** The business events an item raises, in the shape of the event contract's `data`. */
export type ItemBusinessEvent =
  | {
      type: 'new_lead';
      data: { lead: { name: string; email: string | null; phone: string | null; source: string | null } };
    }
  | {
      type: 'meeting_scheduled';
      data: {
        meeting: { title: string; startsAt: string; attendeeName: string | null; attendeeEmail: string | null };
      };
    }
  | {
      type: 'invoice_paid';
      data: {
        invoice: {
          id: string;
          number: string | null;
          amount: number;
          currency: string;
          customerName: string | null;
          customerEmail: string | null;
        };
      };
    }
  | { type: 'integration_item'; data: IntegrationItemData };

/** `integration_item`'s data, flat as the automation's `trigger.<field>` names it. */
export interface IntegrationItemData {
  integrationId: string;
  /** The app's name as people know it ('HubSpot'). */
  provider: string;
  dataType: string;
  externalId: string;
  name: string;
  reference: string | null;
  status: string | null;
  /** Seen for the first time, or seen before with another status (`previousStatus`). */
  change: 'new' | 'status_changed';
  previousStatus: string | null;
  amount: number | null;
  currency: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  /** An invoice's due day (YYYY-MM-DD), null for other kinds and invoices without one. */
  dueDate: string | null;
}

export interface EventContext {
  now: Date;
  /**
   * The connection's first sync, which reads the provider's history: none of it is news, so it raises no events
   * (a first HubSpot sync must not send 2,000 "new lead" emails).
   */
  backfill: boolean;
  /** The currency of amounts that came without one. */
  defaultCurrency: string;
}

/**
 * - a lead seen for the first time → `new_lead`;
 * - a meeting seen for the first time that starts in the future and is not cancelled → `meeting_scheduled`;
 * - an invoice that is paid now and was not paid when last seen (or not seen) → `invoice_paid`.
 * Each fires once per item: a re-sync of the same state is `unchanged` and raises nothing.
 */
export function itemBusinessEvents(
  previous: SyncedItem | undefined,
  next: SyncedItem,
  context: EventContext,
): ItemBusinessEvent[] {
  if (context.backfill) return [];
  const contact = next.contact;
  switch (next.dataType) {
    case 'lead':
      if (previous) return [];
      return [
        {
          type: 'new_lead',
          data: {
            lead: {
              name: contact?.name ?? contact?.email ?? next.name,
              email: contact?.email ?? null,
              phone: contact?.phone ?? null,
              source: next.source,
            },
          },
        },
      ];
    case 'event':
      if (previous || next.status === 'cancelled' || !next.date || Date.parse(next.date) <= context.now.getTime()) {
        return [];
      }
      return [
        {
          type: 'meeting_scheduled',
          data: {
            meeting: {
              title: next.name,
              startsAt: next.date,
              attendeeName: contact?.name ?? null,
              attendeeEmail: contact?.email ?? null,
            },
          },
        },
      ];
    case 'invoice':
      if (next.status !== 'paid' || previous?.status === 'paid') return [];
      return [
        {
          type: 'invoice_paid',
          data: {
            invoice: {
              id: next.externalId,
              number: next.reference,
              amount: centsToDollars(next.valueCents ?? 0),
              currency: next.currency ?? context.defaultCurrency,
              customerName: contact?.name ?? null,
              customerEmail: contact?.email ?? null,
            },
          },
        },
      ];
    default:
      return [];
  }
}

/**
 * `integration_item` for an item seen for the first time (an order, a deal…), or for an item whose status changed
 * since it was last seen (a payment now `failed`): the automations watching that kind, and that status when they chose
 * one, pick it (`matching.ts`). Not for the history a first sync reads, and never twice for one state: a re-sync of
 * the same status finds it stored as it is.
 */
export function integrationItemEvent(
  previous: SyncedItem | undefined,
  next: SyncedItem,
  context: Pick<EventContext, 'backfill'> & ItemSource,
): ItemBusinessEvent | undefined {
  if (context.backfill || (previous && previous.status === next.status)) return undefined;
  return itemEvent(next, context, previous ? { from: previous.status } : undefined);
}

/**
 * `integration_item` for an unpaid invoice whose due day has passed (`invoice-overdue.ts` decides when): a change from
 * `open` to `overdue`, so the automations watching invoices in status `overdue` pick it, and those watching for new
 * invoices or invoices that open do not.
 */
export function overdueInvoiceEvent(invoice: SyncedItem, source: ItemSource): ItemBusinessEvent {
  return itemEvent({ ...invoice, status: OVERDUE_STATUS }, source, { from: invoice.status });
}

/** The connection an item came from, as its events name it. */
export interface ItemSource {
  integrationId: string;
  providerName: string;
}

function itemEvent(item: SyncedItem, source: ItemSource, change: { from: string | null } | undefined) {
  return {
    type: 'integration_item' as const,
    data: {
      integrationId: source.integrationId,
      provider: source.providerName,
      dataType: item.dataType,
      externalId: item.externalId,
      name: item.name,
      reference: item.reference,
      status: item.status,
      change: change ? ('status_changed' as const) : ('new' as const),
      previousStatus: change ? change.from : null,
      amount: item.valueCents === null ? null : centsToDollars(item.valueCents),
      currency: item.currency,
      contactName: item.contact?.name ?? null,
      contactEmail: item.contact?.email ?? null,
      contactPhone: item.contact?.phone ?? null,
      dueDate: item.dueDate,
    },
  };
}

/** How an item moves its data type's counters: how many there are, their total value, and the revenue part. */
export interface SummaryDelta {
  dataType: IntegrationDataType;
  count: number;
  valueCents: number;
  revenueCents: number;
}

function contribution(item: SyncedItem | undefined): { valueCents: number; revenueCents: number } {
  if (!item) return { valueCents: 0, revenueCents: 0 };
  const valueCents = item.valueCents ?? 0;
  const counts = (integrationDataTypeInfo(item.dataType).revenueStatuses as readonly string[]).includes(
    item.status ?? '',
  );
  return { valueCents, revenueCents: counts ? valueCents : 0 };
}

/** The counter changes of replacing `previous` with `next` (or removing `previous`, when `next` is undefined). */
export function summaryDelta(previous: SyncedItem | undefined, next: SyncedItem | undefined): SummaryDelta {
  const item = next ?? previous;
  if (!item) throw new Error('summaryDelta needs an item');
  const before = contribution(previous);
  const after = contribution(next);
  return {
    dataType: item.dataType,
    count: (next ? 1 : 0) - (previous ? 1 : 0),
    valueCents: after.valueCents - before.valueCents,
    revenueCents: after.revenueCents - before.revenueCents,
  };
}
