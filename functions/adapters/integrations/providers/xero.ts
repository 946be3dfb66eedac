import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { ConnectorError } from '../kit/connector-error';
import { isoDay, isoFromMsJsonDate } from '../kit/dates';
import { invoiceItem } from '../kit/invoice-item';
import { currencyCode, decimalToCents } from '../kit/money';
import { nextPageNumber, paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Xero Accounting API (https://developer.xero.com/documentation/api/accounting/invoices): sales invoices (ACCREC)
 * become invoices. Incremental with the `If-Modified-Since` header, in `UpdatedDateUTC` order, page numbers with
 * `pagination.pageCount`. Every call names the organisation in `Xero-tenant-id`: the connection's account id, or
 * else the first organisation the token may read (`GET /connections`). Auth: an OAuth token.
 */
const PAGE_SIZE = 100;

const invoiceSchema = z.object({
  InvoiceID: z.string(),
  InvoiceNumber: z.optional(z.string()),
  Type: z.string(),
  Status: z.string(),
  Contact: z.optional(z.object({ Name: z.optional(z.string()), EmailAddress: z.optional(z.string()) })),
  Date: z.optional(z.string()),
  DueDate: z.optional(z.string()),
  Total: z.number(),
  CurrencyCode: z.optional(z.string()),
  UpdatedDateUTC: z.string(),
});
type Invoice = z.infer<typeof invoiceSchema>;

const invoicesAnswer = z.object({
  Invoices: z.array(invoiceSchema),
  pagination: z.optional(z.object({ page: z.number(), pageCount: z.number() })),
});

const cursorSchema = z.object({ modifiedSince: z.optional(z.string()) });

function http(ctx: Parameters<typeof connectorHttp>[0], tenantId?: string): ProviderHttp {
  return connectorHttp(ctx, 'xero', {
    auth: bearerApiKey,
    headers: tenantId ? { 'xero-tenant-id': tenantId } : {},
  });
}

async function tenantApi(ctx: Parameters<typeof connectorHttp>[0]): Promise<ProviderHttp> {
  if (ctx.accountId) return http(ctx, ctx.accountId);
  const connections = await http(ctx).get(
    '/connections',
    z.array(z.object({ tenantId: z.string(), tenantType: z.string() })),
  );
  const organisation = connections.find((c) => c.tenantType === 'ORGANISATION');
  if (!organisation) throw new ConnectorError('misconfigured', 'The Xero token gives access to no organisation');
  return http(ctx, organisation.tenantId);
}

const invoiceStatus: Readonly<Record<string, string>> = {
  DRAFT: 'draft',
  SUBMITTED: 'draft',
  AUTHORISED: 'open',
  PAID: 'paid',
  VOIDED: 'void',
  DELETED: 'void',
};

export function xeroInvoiceItem(invoice: Invoice): SyncedItem | undefined {
  if (invoice.Type !== 'ACCREC') return undefined;
  const customer = invoice.Contact?.Name;
  return invoiceItem({
    id: invoice.InvoiceID,
    number: invoice.InvoiceNumber,
    customer,
    date: isoFromMsJsonDate(invoice.Date),
    valueCents: decimalToCents(invoice.Total),
    currency: currencyCode(invoice.CurrencyCode),
    status: invoiceStatus[invoice.Status] ?? 'open',
    dueDate: isoDay(isoFromMsJsonDate(invoice.DueDate)),
    contact: contactOf({ name: customer, email: invoice.Contact?.EmailAddress }),
    updatedAt: isoFromMsJsonDate(invoice.UpdatedDateUTC),
  });
}

export const xeroConnector = defineConnector({
  provider: 'xero',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
    tokenUrl: 'https://identity.xero.com/connect/token',
    scopes: ['openid', 'offline_access', 'accounting.transactions.read', 'accounting.settings.read'],
    clientAuth: 'basic',
    pkce: true,
  },

  async test(ctx) {
    const api = await tenantApi(ctx);
    const { Organisations } = await api.get(
      '/api.xro/2.0/Organisation',
      z.object({ Organisations: z.array(z.object({ Name: z.string() })) }),
    );
    return { message: `Connected to Xero organisation "${Organisations[0]?.Name ?? 'unnamed'}"` };
  },

  async sync(ctx, cursor, sink) {
    const api = await tenantApi(ctx);
    // Asked from a second before the mark: Xero's header has second precision, and re-reading is harmless.
    const since = cursor?.modifiedSince
      ? new Date(Math.floor(Date.parse(cursor.modifiedSince) / 1000) * 1000 - 1000).toISOString().slice(0, 19)
      : undefined;
    const pages = paginate<Invoice, number>(api.providerName, 1, async (page = 1) => {
      const { data } = await api.request('/api.xro/2.0/Invoices', {
        schema: invoicesAnswer,
        query: { page, pageSize: PAGE_SIZE, where: 'Type=="ACCREC"', order: 'UpdatedDateUTC ASC' },
        headers: since ? { 'if-modified-since': since } : {},
      });
      return {
        items: data.Invoices,
        next: nextPageNumber(page, data.Invoices.length, PAGE_SIZE, data.pagination?.pageCount),
      };
    });
    return { modifiedSince: await drainPages(pages, xeroInvoiceItem, sink, cursor?.modifiedSince) };
  },
});
