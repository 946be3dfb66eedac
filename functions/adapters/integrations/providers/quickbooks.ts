import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { ConnectorError } from '../kit/connector-error';
import { isoDateTime, isoDay, isoFromDateOnly } from '../kit/dates';
import { invoiceItem } from '../kit/invoice-item';
import { currencyCode, decimalToCents } from '../kit/money';
import { nextOffset, paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * QuickBooks Online Accounting API (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice):
 * invoices become invoices. Read with the query endpoint, filtered on `Metadata.LastUpdatedTime`, counted first
 * (`SELECT COUNT(*)`, as Intuit's pagination guide suggests) and paged with `STARTPOSITION` / `MAXRESULTS`.
 * QuickBooks has no invoice status: a zero balance is paid, a voided invoice has its amounts zeroed and says so.
 * Auth: an OAuth token; the company (realm) id comes from the OAuth callback or the dialog's Company ID.
 */
const MINOR_VERSION = '75';
const PAGE_SIZE = 100;

const invoiceSchema = z.object({
  Id: z.string(),
  DocNumber: z.optional(z.string()),
  TxnDate: z.string(),
  DueDate: z.optional(z.string()),
  TotalAmt: z.number(),
  Balance: z.number(),
  PrivateNote: z.optional(z.string()),
  CurrencyRef: z.optional(z.object({ value: z.string() })),
  CustomerRef: z.optional(z.object({ value: z.string(), name: z.optional(z.string()) })),
  BillEmail: z.optional(z.object({ Address: z.optional(z.string()) })),
  MetaData: z.object({ CreateTime: z.string(), LastUpdatedTime: z.string() }),
});
type Invoice = z.infer<typeof invoiceSchema>;

const queryAnswer = z.object({
  QueryResponse: z.object({
    Invoice: z.optional(z.array(invoiceSchema)),
    totalCount: z.optional(z.number()),
    startPosition: z.optional(z.number()),
  }),
});

const cursorSchema = z.object({ updatedSince: z.optional(z.string()) });

function realmOf(ctx: Parameters<typeof connectorHttp>[0]): string {
  if (!ctx.accountId) {
    throw new ConnectorError('misconfigured', 'QuickBooks needs the Company ID (realm ID) of the company to read');
  }
  return encodeURIComponent(ctx.accountId);
}

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'quickbooks', { auth: bearerApiKey });
}

export function quickbooksInvoiceItem(invoice: Invoice): SyncedItem {
  const voided = invoice.TotalAmt === 0 && /void/i.test(invoice.PrivateNote ?? '');
  const status = voided ? 'void' : invoice.Balance === 0 ? 'paid' : 'open';
  const customer = invoice.CustomerRef?.name;
  return invoiceItem({
    id: invoice.Id,
    number: invoice.DocNumber,
    customer,
    date: isoFromDateOnly(invoice.TxnDate),
    valueCents: decimalToCents(invoice.TotalAmt),
    currency: currencyCode(invoice.CurrencyRef?.value),
    status,
    dueDate: isoDay(invoice.DueDate),
    contact: contactOf({ name: customer, email: invoice.BillEmail?.Address }),
    updatedAt: isoDateTime(invoice.MetaData.LastUpdatedTime),
  });
}

export const quickbooksConnector = defineConnector({
  provider: 'quickbooks',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
    tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    scopes: ['com.intuit.quickbooks.accounting'],
    clientAuth: 'basic',
    connectionDetails: (_answer, callback) => (callback.realmId ? { accountId: callback.realmId } : {}),
  },

  async test(ctx) {
    const realm = realmOf(ctx);
    const { CompanyInfo } = await http(ctx).get(
      `/v3/company/${realm}/companyinfo/${realm}`,
      z.object({ CompanyInfo: z.object({ CompanyName: z.string() }) }),
      { minorversion: MINOR_VERSION },
    );
    return { message: `Connected to QuickBooks company "${CompanyInfo.CompanyName}"` };
  },

  async sync(ctx, cursor, sink) {
    const realm = realmOf(ctx);
    const api = http(ctx);
    const where = cursor?.updatedSince
      ? ` WHERE Metadata.LastUpdatedTime >= '${new Date(cursor.updatedSince).toISOString().replace(/\.\d{3}Z$/, 'Z')}'`
      : '';
    const run = (query: string) =>
      api.get(`/v3/company/${realm}/query`, queryAnswer, { query, minorversion: MINOR_VERSION });
    const total = (await run(`SELECT COUNT(*) FROM Invoice${where}`)).QueryResponse.totalCount ?? 0;
    const pages = paginate<Invoice, number>(api.providerName, total ? 1 : undefined, async (start) => {
      if (!start) return { items: [], next: undefined };
      const answer = await run(
        `SELECT * FROM Invoice${where} ORDERBY Metadata.LastUpdatedTime STARTPOSITION ${start} MAXRESULTS ${PAGE_SIZE}`,
      );
      const invoices = answer.QueryResponse.Invoice ?? [];
      // STARTPOSITION is 1-based; the count bounds the walk even if a page comes back short.
      const read = nextOffset(start - 1, invoices.length, PAGE_SIZE, total);
      return { items: invoices, next: read !== undefined && invoices.length ? read + 1 : undefined };
    });
    return { updatedSince: await drainPages(pages, quickbooksInvoiceItem, sink, cursor?.updatedSince) };
  },
});
