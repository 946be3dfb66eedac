import { createHash } from 'node:crypto';
import { byCreatedAtDesc, type FakeInvoice, type FakePayment, unixSeconds } from './business-records';
import { bearerToken, type FakeProviderModule, type FakeRequest, get } from './fake-provider';

/**
 * Stripe as documented: `GET /v1/balance`, the charges, invoices and events lists (newest first, `limit` ≤ 100,
 * `starting_after`, `has_more`; events filtered by `created[gte]` and `types[]`), Bearer keys, and the
 * `{error: {message, type}}` envelope. Events are derived from the records' history: a charge's outcome when it was
 * created and its refund when it changed; an invoice's creation, payment or voiding.
 */
const MAX_LIMIT = 100;

function charge(p: FakePayment) {
  const refunded = p.status === 'refunded';
  return {
    id: p.id,
    object: 'charge',
    amount: p.amountCents,
    amount_refunded: refunded ? p.amountCents : 0,
    currency: p.currency.toLowerCase(),
    created: unixSeconds(p.createdAt),
    status: refunded ? 'succeeded' : p.status,
    paid: p.status === 'succeeded' || refunded,
    refunded,
    description: p.description,
    invoice: null,
    receipt_email: p.payerEmail,
    billing_details: { name: p.payerName, email: p.payerEmail, phone: null, address: null },
    livemode: false,
  };
}

function invoice(i: FakeInvoice) {
  return {
    id: i.id,
    object: 'invoice',
    number: i.number,
    status: i.status,
    total: i.amountCents,
    amount_due: i.status === 'paid' ? 0 : i.amountCents,
    amount_paid: i.status === 'paid' ? i.amountCents : 0,
    currency: i.currency.toLowerCase(),
    created: unixSeconds(i.createdAt),
    // Stripe's due date is an instant; a send_invoice invoice's falls on its due day (none when charged automatically).
    due_date: i.dueOn ? unixSeconds(`${i.dueOn}T12:00:00.000Z`) : null,
    customer: `cus_${i.id.slice(3, 17)}`,
    customer_name: i.customerName,
    customer_email: i.customerEmail,
    status_transitions: { paid_at: i.paidAt ? unixSeconds(i.paidAt) : null },
    livemode: false,
  };
}

function events(data: { payments: FakePayment[]; invoices: FakeInvoice[] }) {
  const out: { type: string; at: string; object: unknown }[] = [];
  for (const p of data.payments) {
    const outcome = p.status === 'refunded' ? 'succeeded' : p.status;
    out.push({ type: `charge.${outcome}`, at: p.createdAt, object: charge(p) });
    if (p.status === 'refunded') out.push({ type: 'charge.refunded', at: p.updatedAt, object: charge(p) });
  }
  for (const i of data.invoices) {
    out.push({ type: 'invoice.created', at: i.createdAt, object: invoice(i) });
    if (i.updatedAt !== i.createdAt) {
      const type = i.status === 'paid' ? 'invoice.paid' : i.status === 'void' ? 'invoice.voided' : 'invoice.updated';
      out.push({ type, at: i.updatedAt, object: invoice(i) });
    }
  }
  return out
    .map((e) => ({
      id: `evt_${createHash('sha256')
        .update(`${e.type}:${(e.object as { id: string }).id}`)
        .digest('hex')
        .slice(0, 24)}`,
      object: 'event',
      type: e.type,
      created: unixSeconds(e.at),
      data: { object: e.object },
      livemode: false,
    }))
    .sort((a, b) => b.created - a.created || (a.id < b.id ? -1 : 1));
}

function list<T extends { id: string }>(req: FakeRequest, all: T[], size: number) {
  const after = req.query.get('starting_after');
  const start = after ? all.findIndex((x) => x.id === after) + 1 : 0;
  const data = all.slice(start, start + size);
  return {
    body: { object: 'list', data, has_more: start + size < all.length, url: req.path },
  };
}

function error(status: number, message: string, type = 'invalid_request_error') {
  return { status, body: { error: { message, type } } };
}

export const stripeDataFake: FakeProviderModule = {
  provider: 'stripe_data',
  authenticate(req, credentials) {
    const key = bearerToken(req);
    if (key && key === credentials.apiKey) return undefined;
    const masked = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
    return error(401, key ? `Invalid API Key provided: ${masked}` : 'You did not provide an API key.');
  },
  error(status, message) {
    return error(status, message, status >= 500 ? 'api_error' : 'invalid_request_error');
  },
  routes: [
    get('/v1/balance', () => ({
      body: {
        object: 'balance',
        available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
        pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
        livemode: false,
      },
    })),
    get('/v1/charges', (req, ctx) =>
      list(
        req,
        [...ctx.data.payments].sort(byCreatedAtDesc).map(charge),
        ctx.pageSize(req.query.get('limit'), 10, MAX_LIMIT),
      ),
    ),
    get('/v1/invoices', (req, ctx) =>
      list(
        req,
        [...ctx.data.invoices].sort(byCreatedAtDesc).map(invoice),
        ctx.pageSize(req.query.get('limit'), 10, MAX_LIMIT),
      ),
    ),
    get('/v1/events', (req, ctx) => {
      const since = Number(req.query.get('created[gte]') ?? 0);
      const types = req.query.getAll('types[]');
      const matching = events(ctx.data).filter((e) => e.created >= since && (!types.length || types.includes(e.type)));
      return list(req, matching, ctx.pageSize(req.query.get('limit'), 10, MAX_LIMIT));
    }),
  ],
};
