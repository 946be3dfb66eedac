import { createHash } from 'node:crypto';
import { byCreatedAtDesc, centsToDecimal, type FakeInvoice, type FakePayment } from './business-records';
import {
  basicCredentials,
  bearerToken,
  type FakeCredentials,
  type FakeProviderModule,
  type FakeReply,
  get,
  numberedPage,
  post,
} from './fake-provider';

/**
 * PayPal as documented: `POST /v1/oauth2/token` (client credentials over HTTP Basic), Transaction Search
 * (`/v1/reporting/transactions`: `start_date`/`end_date` at most 31 days apart, `page_size` ≤ 500, `page`,
 * `total_pages`; a refund is a separate T1107 transaction with a negative amount) and Invoicing v2
 * (`/v2/invoicing/invoices`, `page_size` ≤ 100, `total_pages`). Errors as `{name, message, debug_id, details}`,
 * token errors as `{error, error_description}`.
 */
function tokenFor(credentials: FakeCredentials): string {
  return `A21AA${createHash('sha256').update(`${credentials.apiKey}:${credentials.apiSecret}`).digest('hex').slice(0, 40)}`;
}

const ppTime = (iso: string) => iso.replace(/\.\d{3}Z$/, '+0000');

function transactions(payments: FakePayment[]) {
  const out = [];
  for (const p of payments) {
    const [given, ...rest] = p.payerName.split(' ');
    const payer = {
      account_id: 'QKGTGGFH6S7L6',
      email_address: p.payerEmail ?? undefined,
      payer_name: { given_name: given, surname: rest.join(' '), alternate_full_name: p.payerName },
    };
    const status = p.status === 'failed' ? 'D' : p.status === 'pending' ? 'P' : 'S';
    out.push({
      at: p.createdAt,
      detail: {
        transaction_info: {
          transaction_id: p.id,
          transaction_event_code: 'T0006',
          transaction_initiation_date: ppTime(p.createdAt),
          transaction_updated_date: ppTime(p.createdAt),
          transaction_amount: { currency_code: p.currency, value: centsToDecimal(p.amountCents) },
          transaction_status: status,
          transaction_subject: p.description,
        },
        payer_info: payer,
      },
    });
    if (p.status === 'refunded') {
      out.push({
        at: p.updatedAt,
        detail: {
          transaction_info: {
            transaction_id: `${p.id.slice(0, 15)}RF`,
            paypal_reference_id: p.id,
            transaction_event_code: 'T1107',
            transaction_initiation_date: ppTime(p.updatedAt),
            transaction_updated_date: ppTime(p.updatedAt),
            transaction_amount: { currency_code: p.currency, value: centsToDecimal(-p.amountCents) },
            transaction_status: 'S',
            transaction_subject: p.description,
          },
          payer_info: payer,
        },
      });
    }
  }
  return out.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function invoice(i: FakeInvoice) {
  const status = { draft: 'DRAFT', open: 'SENT', paid: 'PAID', void: 'CANCELLED' }[i.status];
  return {
    id: i.id,
    status,
    detail: {
      invoice_number: i.number,
      invoice_date: i.issuedOn,
      currency_code: i.currency,
      payment_term: { due_date: i.dueOn },
      metadata: { create_time: i.createdAt, last_update_time: i.updatedAt },
    },
    invoicer: { business_name: 'Copperleaf Cafe' },
    primary_recipients: [
      { billing_info: { name: { full_name: i.customerName }, email_address: i.customerEmail ?? undefined } },
    ],
    amount: { currency_code: i.currency, value: centsToDecimal(i.amountCents) },
    due_amount: { currency_code: i.currency, value: i.status === 'paid' ? '0.00' : centsToDecimal(i.amountCents) },
  };
}

function error(status: number, name: string, message: string, issue?: string): FakeReply {
  return { status, body: { name, message, debug_id: 'f1c2b3a4d5e6', ...(issue ? { details: [{ issue }] } : {}) } };
}

export const paypalFake: FakeProviderModule = {
  provider: 'paypal',
  authenticate(req, credentials) {
    if (req.path === '/v1/oauth2/token') {
      const basic = basicCredentials(req);
      if (basic?.username === credentials.apiKey && basic?.password === credentials.apiSecret) return undefined;
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (bearerToken(req) === tokenFor(credentials)) return undefined;
    return { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };
  },
  error(status, message) {
    return error(status, status === 429 ? 'RATE_LIMIT_REACHED' : 'INTERNAL_SERVER_ERROR', message);
  },
  routes: [
    post('/v1/oauth2/token', (req, ctx) =>
      req.body?.grant_type === 'client_credentials'
        ? {
            body: {
              scope: 'https://uri.paypal.com/services/invoicing https://uri.paypal.com/services/reporting/search/read',
              access_token: tokenFor(ctx.credentials),
              token_type: 'Bearer',
              app_id: 'APP-80W284485P519543T',
              expires_in: 32400,
              nonce: '2026-03-02T12:00:00Z1a2b3c',
            },
          }
        : {
            status: 400,
            body: { error: 'unsupported_grant_type', error_description: 'Grant type is not supported' },
          },
    ),
    get('/v1/reporting/transactions', (req, ctx) => {
      const start = Date.parse(req.query.get('start_date') ?? '');
      const end = Date.parse(req.query.get('end_date') ?? '');
      if (Number.isNaN(start) || Number.isNaN(end)) {
        return error(400, 'INVALID_REQUEST', 'Request is not well-formed.', 'start_date and end_date are required');
      }
      if (end - start > 31 * 86_400_000) {
        return error(400, 'INVALID_REQUEST', 'Request is not well-formed.', 'Date range is greater than 31 days');
      }
      const size = ctx.pageSize(req.query.get('page_size'), 100, 500);
      const page = Number(req.query.get('page') ?? 1);
      const inRange = transactions(ctx.data.payments).filter(
        (t) => Date.parse(t.at) >= start && Date.parse(t.at) <= end,
      );
      return {
        body: {
          transaction_details: numberedPage(inRange, page, size).map((t) => t.detail),
          account_number: 'QKGTGGFH6S7L6',
          start_date: req.query.get('start_date'),
          end_date: req.query.get('end_date'),
          page,
          total_items: inRange.length,
          total_pages: Math.max(1, Math.ceil(inRange.length / size)),
        },
      };
    }),
    get('/v2/invoicing/invoices', (req, ctx) => {
      const size = ctx.pageSize(req.query.get('page_size'), 20, 100);
      const page = Number(req.query.get('page') ?? 1);
      const all = [...ctx.data.invoices].sort(byCreatedAtDesc);
      return {
        body: {
          total_items: all.length,
          total_pages: Math.max(1, Math.ceil(all.length / size)),
          items: numberedPage(all, page, size).map(invoice),
          links: [],
        },
      };
    }),
  ],
};
