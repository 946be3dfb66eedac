import { median } from 'simple-statistics';
import { addDays, type CalendarDate, daysBetween } from '../finance/calendar-date';
import type { Flow } from './flows';

/** An invoice from a connected app, as the forecast needs it. */
export interface InvoiceFacts {
  id: string;
  /** The invoice number or name, for the label. */
  reference: string;
  customer: string | null;
  status: string | null;
  /** When it is due (or issued, when the provider gives no due date). */
  date: CalendarDate | null;
  /** For a paid invoice, when it was last changed: the day it turned paid. */
  paidOn: CalendarDate | null;
  valueCents: number | null;
}

/**
 * Open invoices become money in on the day their customer usually pays: the due date moved by the median lateness
 * of the customer's paid invoices (none known: the due date). An invoice already overdue is expected tomorrow at the
 * earliest. Connectors report no bills yet, so known money out is only what recurring payments project.
 */
export function knownInvoiceFlows(invoices: readonly InvoiceFacts[], asOf: CalendarDate): Flow[] {
  const lateness = customerLateness(invoices);
  return invoices
    .filter((i) => i.status === 'open' && i.date && (i.valueCents ?? 0) > 0)
    .map((invoice) => {
      const expected = addDays(invoice.date as CalendarDate, lateness.get(invoice.customer ?? '') ?? 0);
      return {
        date: expected > asOf ? expected : addDays(asOf, 1),
        amountCents: invoice.valueCents as number,
        label: `Invoice ${invoice.reference}${invoice.customer ? ` (${invoice.customer})` : ''}`,
        kind: 'known' as const,
      };
    });
}

function customerLateness(invoices: readonly InvoiceFacts[]): Map<string, number> {
  const days = new Map<string, number[]>();
  for (const i of invoices) {
    if (i.status !== 'paid' || !i.date || !i.paidOn || !i.customer) continue;
    const lates = days.get(i.customer) ?? [];
    lates.push(daysBetween(i.date, i.paidOn));
    days.set(i.customer, lates);
  }
  return new Map([...days.entries()].map(([customer, lates]) => [customer, Math.round(median(lates))]));
}
