import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { isoDateTime, isoDay, isoFromDateOnly, laterOf } from '../kit/dates';
import { invoiceItem } from '../kit/invoice-item';
import { currencyCode, decimalToCents } from '../kit/money';
import { nextPageNumber, paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * PayPal REST APIs (https://developer.paypal.com/api/rest/): received payments (Transaction Search) become payments,
 * invoices (Invoicing v2) become invoices. A business connects its own REST app: the client id and secret are
 * exchanged for a token on every sync (OAuth2 client credentials).
 * - Transactions are immutable records read in windows of at most 31 days (the API's limit); each sync reads from
 *   the previous end minus 3 hours, because PayPal publishes transactions up to 3 hours late. A refund is its own
 *   negative transaction. Payments of PayPal invoices are left out: the invoice carries that money.
 * - Invoicing has no updated-since filter, so the list is read and only invoices updated since the last sync are
 *   handed on.
 */
const DAY = 86_400_000;
const WINDOW_MS = 31 * DAY;
const PUBLICATION_DELAY_MS = 3 * 3_600_000;
const FIRST_SYNC_HISTORY_MS = 365 * DAY;
const TRANSACTIONS_PAGE = 500;
const INVOICES_PAGE = 100;

const amountSchema = z.object({ currency_code: z.string(), value: z.string() });
/** PayPal's one `name` object, a payer's (`payer_name`) as an invoice recipient's (`billing_info.name`). */
const nameSchema = z.object({
  full_name: z.optional(z.string()),
  alternate_full_name: z.optional(z.string()),
  given_name: z.optional(z.string()),
  surname: z.optional(z.string()),
});

const transactionSchema = z.object({
  transaction_info: z.object({
    transaction_id: z.string(),
    transaction_event_code: z.optional(z.string()),
    transaction_initiation_date: z.string(),
    transaction_updated_date: z.optional(z.string()),
    transaction_amount: amountSchema,
    transaction_status: z.optional(z.string()),
    transaction_subject: z.optional(z.string()),
    invoice_id: z.optional(z.string()),
  }),
  payer_info: z.optional(
    z.object({
      email_address: z.optional(z.string()),
      payer_name: z.optional(nameSchema),
    }),
  ),
});
type Transaction = z.infer<typeof transactionSchema>;

const invoiceSchema = z.object({
  id: z.string(),
  status: z.string(),
  detail: z.object({
    invoice_number: z.optional(z.string()),
    invoice_date: z.optional(z.string()),
    payment_term: z.optional(z.object({ due_date: z.optional(z.string()) })),
    currency_code: z.optional(z.string()),
    metadata: z.optional(z.object({ create_time: z.optional(z.string()), last_update_time: z.optional(z.string()) })),
  }),
  primary_recipients: z.optional(
    z.array(
      z.object({
        billing_info: z.optional(
          z.object({
            name: z.optional(nameSchema),
            email_address: z.optional(z.string()),
          }),
        ),
      }),
    ),
  ),
  amount: z.optional(amountSchema),
});
type Invoice = z.infer<typeof invoiceSchema>;

const cursorSchema = z.object({
  /** The end of the last transaction window read. */
  transactionsThrough: z.optional(z.string()),
  invoicesUpdatedSince: z.optional(z.string()),
});

async function authorised(ctx: ConnectorContext): Promise<{ api: ProviderHttp; appId: string | undefined }> {
  const tokenHttp = connectorHttp(ctx, 'paypal', {
    auth: (c) => ({ type: 'basic', username: c.apiKey ?? '', password: c.apiSecret ?? '' }),
  });
  const { data } = await tokenHttp.request('/v1/oauth2/token', {
    method: 'POST',
    idempotent: true,
    form: { grant_type: 'client_credentials' },
    schema: z.object({ access_token: z.string(), app_id: z.optional(z.string()) }),
  });
  const api = connectorHttp(ctx, 'paypal', { auth: () => ({ type: 'bearer', token: data.access_token }) });
  return { api, appId: data.app_id };
}

const transactionStatus: Readonly<Record<string, string>> = {
  S: 'succeeded',
  P: 'pending',
  D: 'failed',
  V: 'refunded',
};

export function paypalTransactionItem(transaction: Transaction): SyncedItem | undefined {
  const info = transaction.transaction_info;
  const code = info.transaction_event_code ?? '';
  const valueCents = decimalToCents(info.transaction_amount.value) ?? 0;
  // T00xx are payments (money in when positive), T11xx reversals and refunds; fees, transfers and conversions are
  // not business income.
  const refund = code.startsWith('T11');
  if (!refund && !(code.startsWith('T00') && valueCents > 0)) return undefined;
  if (info.invoice_id && !refund) return undefined;
  const name = transaction.payer_info?.payer_name;
  const contact = contactOf({
    name: name?.alternate_full_name,
    firstName: name?.given_name,
    lastName: name?.surname,
    email: transaction.payer_info?.email_address,
  });
  const subject = info.transaction_subject || (contact?.name ? `Payment from ${contact.name}` : 'PayPal payment');
  return syncedItem({
    externalId: info.transaction_id,
    dataType: 'payment',
    name: refund ? `Refund: ${subject}` : subject,
    date: isoDateTime(info.transaction_initiation_date),
    valueCents,
    currency: currencyCode(info.transaction_amount.currency_code),
    status: refund ? 'refunded' : (transactionStatus[info.transaction_status ?? 'S'] ?? 'pending'),
    contact,
    updatedAt: isoDateTime(info.transaction_updated_date),
  });
}

const invoiceStatus: Readonly<Record<string, string>> = {
  DRAFT: 'draft',
  PAID: 'paid',
  MARKED_AS_PAID: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  CANCELLED: 'void',
  REFUNDED: 'void',
  MARKED_AS_REFUNDED: 'void',
};

export function paypalInvoiceItem(invoice: Invoice): SyncedItem {
  const billing = invoice.primary_recipients?.[0]?.billing_info;
  const contact = contactOf({
    name: billing?.name?.full_name,
    firstName: billing?.name?.given_name,
    lastName: billing?.name?.surname,
    email: billing?.email_address,
  });
  return invoiceItem({
    id: invoice.id,
    number: invoice.detail.invoice_number,
    customer: contact?.name,
    date: isoFromDateOnly(invoice.detail.invoice_date) ?? isoDateTime(invoice.detail.metadata?.create_time),
    valueCents: decimalToCents(invoice.amount?.value),
    currency: currencyCode(invoice.amount?.currency_code ?? invoice.detail.currency_code),
    status: invoiceStatus[invoice.status] ?? 'open',
    dueDate: isoDay(invoice.detail.payment_term?.due_date),
    contact,
    updatedAt: isoDateTime(invoice.detail.metadata?.last_update_time),
  });
}

async function* transactionWindows(
  api: ProviderHttp,
  from: number,
  to: number,
): AsyncGenerator<readonly Transaction[]> {
  for (let start = from; start < to; start += WINDOW_MS) {
    const end = Math.min(to, start + WINDOW_MS);
    const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    yield* paginate<Transaction, number>(api.providerName, 1, async (page = 1) => {
      const answer = await api.get(
        '/v1/reporting/transactions',
        z.object({ transaction_details: z.array(transactionSchema), total_pages: z.optional(z.number()) }),
        {
          start_date: stamp(start),
          end_date: stamp(end),
          fields: 'transaction_info,payer_info',
          page_size: TRANSACTIONS_PAGE,
          page,
        },
      );
      const items = answer.transaction_details;
      return { items, next: nextPageNumber(page, items.length, TRANSACTIONS_PAGE, answer.total_pages) };
    });
  }
}

export const paypalConnector = defineConnector({
  provider: 'paypal',
  cursorSchema,

  async test(ctx) {
    const { appId } = await authorised(ctx);
    return { message: `Connected to PayPal${appId ? ` (app ${appId})` : ''}` };
  },

  async sync(ctx, cursor, sink) {
    const { api } = await authorised(ctx);
    const now = ctx.now.getTime();
    const from = cursor?.transactionsThrough
      ? Date.parse(cursor.transactionsThrough) - PUBLICATION_DELAY_MS
      : now - FIRST_SYNC_HISTORY_MS;
    await drainPages(transactionWindows(api, from, now), paypalTransactionItem, sink);

    const since = cursor?.invoicesUpdatedSince;
    let invoicesUpdatedSince = since;
    const invoices = paginate<Invoice, number>(api.providerName, 1, async (page = 1) => {
      const answer = await api.get(
        '/v2/invoicing/invoices',
        z.object({ items: z.optional(z.array(invoiceSchema)), total_pages: z.optional(z.number()) }),
        { page, page_size: INVOICES_PAGE, total_required: true },
      );
      const items = answer.items ?? [];
      return { items, next: nextPageNumber(page, items.length, INVOICES_PAGE, answer.total_pages) };
    });
    await drainPages(
      invoices,
      (invoice) => {
        const item = paypalInvoiceItem(invoice);
        invoicesUpdatedSince = laterOf(invoicesUpdatedSince, item.updatedAt);
        return !since || !item.updatedAt || item.updatedAt >= since ? item : undefined;
      },
      sink,
    );
    return { transactionsThrough: new Date(now).toISOString(), invoicesUpdatedSince };
  },
});
