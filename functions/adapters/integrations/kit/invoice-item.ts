import type { SyncedItem } from '@shared/schemas/synced-item';
import { syncedItem } from '../../../domain/integrations/synced-item';

/** An invoice as an accounting or payment provider (QuickBooks, Xero, Stripe, PayPal) describes it, in the item's words. */
export interface ProviderInvoice {
  id: string;
  /** The number people quote (`INV-0042`); the provider's id stands in when there is none. */
  number: string | null | undefined;
  /** Who it bills, as the item's name shows them. */
  customer: string | null | undefined;
  contact: SyncedItem['contact'];
  date: string | null;
  valueCents: number | null;
  currency: string | null;
  status: string;
  /** YYYY-MM-DD, or null when the provider gives the invoice no due date. */
  dueDate: string | null;
  updatedAt?: string | null;
}

/** An invoice item named `Invoice <number> – <customer>` and referenced by its number, alike for every provider. */
export function invoiceItem({ id, number, customer, ...fields }: ProviderInvoice): SyncedItem {
  return syncedItem({
    ...fields,
    externalId: id,
    dataType: 'invoice',
    name: `Invoice ${number ?? id}${customer ? ` – ${customer}` : ''}`,
    reference: number ?? null,
  });
}
