import { nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { isoDay, isoFromUnixSeconds } from '../kit/dates';
import { invoiceItem } from '../kit/invoice-item';
import { currencyCode, minorUnitsToCents } from '../kit/money';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Stripe (https://docs.stripe.com/api): charges become payments, invoices become invoices. The first sync lists
 * both (cursor pagination: `starting_after` the last id while `has_more`); after that Stripe's own change feed,
 * `GET /v1/events` filtered to charge and invoice events since the last one read, gives exactly what changed,
 * including an open invoice turning paid. Events are kept for 30 days, so an older cursor starts over with a full
 * list. A charge that pays an invoice is left out: the invoice already carries that money.
 * Auth: a secret or restricted key as a Bearer token; the API version is pinned so the shapes below hold.
 */
const API_VERSION = '2024-06-20';
const PAGE_SIZE = 100;
const EVENT_RETENTION_SECONDS = 30 * 86_400;
const EVENT_TYPES = [
  'charge.succeeded',
  'charge.pending',
  'charge.failed',
  'charge.refunded',
  'charge.updated',
  'invoice.created',
  'invoice.finalized',
  'invoice.updated',
  'invoice.paid',
  'invoice.voided',
  'invoice.marked_uncollectible',
] as const;

const chargeSchema = z.object({
  object: z.literal('charge'),
  id: z.string(),
  amount: z.number(),
  amount_refunded: z._default(z.number(), 0),
  currency: z.string(),
  created: z.number(),
  status: z.string(),
  refunded: z.optional(z.boolean()),
  description: z.optional(nullableString),
  invoice: z.optional(nullableString),
  receipt_email: z.optional(nullableString),
  billing_details: z.optional(
    z.nullable(z.object({ name: z.optional(nullableString), email: z.optional(nullableString) })),
  ),
});
type Charge = z.infer<typeof chargeSchema>;

const invoiceSchema = z.object({
  object: z.literal('invoice'),
  id: z.string(),
  number: z.optional(nullableString),
  status: nullableString,
  total: z.number(),
  currency: z.string(),
  created: z.number(),
  /** Unix seconds; null for an invoice charged automatically. */
  due_date: z.optional(z.nullable(z.number())),
  customer_name: z.optional(nullableString),
  customer_email: z.optional(nullableString),
});
type Invoice = z.infer<typeof invoiceSchema>;

const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ object: z.literal('list'), data: z.array(item), has_more: z.boolean() });

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number(),
  data: z.object({ object: z.discriminatedUnion('object', [chargeSchema, invoiceSchema]) }),
});
type StripeEvent = z.infer<typeof eventSchema>;

const balanceSchema = z.object({ object: z.literal('balance'), livemode: z.boolean() });

const cursorSchema = z.object({
  /** Unix seconds of the newest event already applied; the next sync reads events created since then. */
  eventsSince: z.number().check(z.int()),
});

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'stripe_data', {
    auth: bearerApiKey,
    headers: { 'stripe-version': API_VERSION },
  });
}

function list<T extends { id: string }>(
  api: ProviderHttp,
  path: string,
  schema: z.ZodMiniType<{ data: T[]; has_more: boolean }>,
  query: Record<string, string | number | readonly string[]> = {},
): AsyncGenerator<readonly T[]> {
  return paginate<T, string>(api.providerName, undefined, async (after) => {
    const page = await api.get(path, schema, { ...query, limit: PAGE_SIZE, starting_after: after });
    return { items: page.data, next: page.has_more ? page.data.at(-1)?.id : undefined };
  });
}

export function stripeChargeItem(charge: Charge): SyncedItem | undefined {
  if (charge.invoice) return undefined;
  const contact = contactOf({
    name: charge.billing_details?.name,
    email: charge.billing_details?.email ?? charge.receipt_email,
  });
  const status =
    charge.refunded || charge.amount_refunded > 0
      ? 'refunded'
      : charge.status === 'succeeded'
        ? 'succeeded'
        : charge.status === 'failed'
          ? 'failed'
          : 'pending';
  const currency = currencyCode(charge.currency);
  return syncedItem({
    externalId: charge.id,
    dataType: 'payment',
    name: charge.description || (contact?.name ? `Payment from ${contact.name}` : 'Card payment'),
    date: isoFromUnixSeconds(charge.created),
    // Net of refunds: what the business kept.
    valueCents: minorUnitsToCents(charge.amount - charge.amount_refunded, charge.currency),
    currency,
    status,
    contact,
  });
}

const invoiceStatus: Readonly<Record<string, string>> = {
  draft: 'draft',
  open: 'open',
  uncollectible: 'open',
  paid: 'paid',
  void: 'void',
};

export function stripeInvoiceItem(invoice: Invoice): SyncedItem {
  const customer = invoice.customer_name ?? invoice.customer_email;
  return invoiceItem({
    id: invoice.id,
    number: invoice.number,
    customer,
    date: isoFromUnixSeconds(invoice.created),
    valueCents: minorUnitsToCents(invoice.total, invoice.currency),
    currency: currencyCode(invoice.currency),
    status: invoiceStatus[invoice.status ?? 'draft'] ?? 'open',
    dueDate: isoDay(isoFromUnixSeconds(invoice.due_date)),
    contact: contactOf({ name: invoice.customer_name, email: invoice.customer_email }),
  });
}

function itemOf(object: Charge | Invoice): SyncedItem | undefined {
  return object.object === 'charge' ? stripeChargeItem(object) : stripeInvoiceItem(object);
}

async function newestEventTime(api: ProviderHttp, fallback: number): Promise<number> {
  const page = await api.get('/v1/events', listOf(eventSchema), { limit: 1, 'types[]': EVENT_TYPES });
  return page.data[0]?.created ?? fallback;
}

export const stripeDataConnector = defineConnector({
  provider: 'stripe_data',
  cursorSchema,

  async test(ctx) {
    const balance = await http(ctx).get('/v1/balance', balanceSchema);
    return { message: `Connected to Stripe (${balance.livemode ? 'live' : 'test'} mode)` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const now = Math.floor(ctx.now.getTime() / 1000);
    if (!cursor || cursor.eventsSince < now - EVENT_RETENTION_SECONDS) {
      // Mark first, then list: anything that changes while the lists are read is in the events after the mark.
      // Mark first, then list: anything that changes while the lists are read is in the events after the mark.
      const mark = await newestEventTime(api, now);
      await drainPages(list(api, '/v1/charges', listOf(chargeSchema)), stripeChargeItem, sink);
      await drainPages(list(api, '/v1/invoices', listOf(invoiceSchema)), stripeInvoiceItem, sink);
      return { eventsSince: mark };
    }
    // Events come newest first; apply them oldest first so the last state of each object wins.
    const events: StripeEvent[] = [];
    for await (const page of list(api, '/v1/events', listOf(eventSchema), {
      'created[gte]': cursor.eventsSince,
      'types[]': EVENT_TYPES,
    })) {
      events.push(...page);
    }
    events.sort((a, b) => a.created - b.created);
    const items = events.map((e) => itemOf(e.data.object)).filter((i): i is SyncedItem => i !== undefined);
    for (let i = 0; i < items.length; i += PAGE_SIZE) await sink(items.slice(i, i + PAGE_SIZE));
    return { eventsSince: events.at(-1)?.created ?? cursor.eventsSince };
  },
});
