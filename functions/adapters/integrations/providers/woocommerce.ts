import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { isoDateTime } from '../kit/dates';
import { currencyCode, decimalToCents } from '../kit/money';
import { nextPageNumber, paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * WooCommerce REST API v3 (https://woocommerce.github.io/woocommerce-rest-api-docs/): orders become orders.
 * Incremental with `modified_after` (GMT dates) in modification order; page numbers with `X-WP-TotalPages`.
 * Auth: the store's consumer key and secret over HTTP Basic (WooCommerce's documented way over HTTPS).
 */
const PAGE_SIZE = 100;

const orderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  currency: z.string(),
  total: z.string(),
  date_created_gmt: z.string(),
  date_modified_gmt: z.string(),
  billing: z.optional(
    z.object({
      first_name: z.optional(z.string()),
      last_name: z.optional(z.string()),
      email: z.optional(z.string()),
      phone: z.optional(z.string()),
    }),
  ),
  refunds: z.optional(z.array(z.object({ total: z.string() }))),
});
type Order = z.infer<typeof orderSchema>;

const cursorSchema = z.object({ modifiedAfter: z.optional(z.string()) });

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'woocommerce', {
    auth: (c) => ({ type: 'basic', username: c.apiKey ?? '', password: c.apiSecret ?? '' }),
  });
}

/** WooCommerce writes GMT times without a zone ("2017-03-22T19:28:02"). */
const gmt = (value: string) => isoDateTime(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);

const orderStatus: Readonly<Record<string, string>> = {
  completed: 'paid',
  processing: 'paid',
  refunded: 'refunded',
  cancelled: 'cancelled',
  failed: 'cancelled',
  trash: 'cancelled',
};

/**
 * `modified_after` is exclusive and has one-second precision: asking from a second before the mark re-reads the
 * orders of that second (harmless: items are upserted) instead of missing one modified in the same second later.
 */
function secondBefore(mark: string | undefined): string | undefined {
  if (!mark) return undefined;
  return new Date(Math.floor(Date.parse(mark) / 1000) * 1000 - 1000).toISOString().replace(/\.\d{3}Z$/, '');
}

export function wooOrderItem(order: Order): SyncedItem {
  const contact = contactOf({
    firstName: order.billing?.first_name,
    lastName: order.billing?.last_name,
    email: order.billing?.email,
    phone: order.billing?.phone,
  });
  const total = decimalToCents(order.total) ?? 0;
  // Refund totals are negative amounts; the order's value is what the store kept.
  const refunded = (order.refunds ?? []).reduce((sum, r) => sum + (decimalToCents(r.total) ?? 0), 0);
  return syncedItem({
    externalId: String(order.id),
    dataType: 'order',
    name: `Order #${order.number}${contact?.name ? ` – ${contact.name}` : ''}`,
    date: gmt(order.date_created_gmt),
    valueCents: total + Math.min(0, refunded),
    currency: currencyCode(order.currency),
    status: orderStatus[order.status] ?? 'pending',
    contact,
    reference: `#${order.number}`,
    updatedAt: gmt(order.date_modified_gmt),
  });
}

export const woocommerceConnector = defineConnector({
  provider: 'woocommerce',
  cursorSchema,

  async test(ctx) {
    const { headers } = await http(ctx).request('/wp-json/wc/v3/orders', {
      schema: z.array(z.unknown()),
      query: { per_page: 1 },
    });
    const total = headers.get('x-wp-total');
    return {
      message: `Connected to the WooCommerce store at ${new URL(ctx.apiUrl).host}${total ? ` (${total} orders)` : ''}`,
    };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const pages = paginate<Order, number>(api.providerName, 1, async (page = 1) => {
      const { data, headers } = await api.request('/wp-json/wc/v3/orders', {
        schema: z.array(orderSchema),
        query: {
          page,
          per_page: PAGE_SIZE,
          orderby: 'modified',
          order: 'asc',
          dates_are_gmt: true,
          modified_after: secondBefore(cursor?.modifiedAfter),
        },
      });
      const totalPages = Number(headers.get('x-wp-totalpages') ?? Number.NaN);
      return {
        items: data,
        next: nextPageNumber(page, data.length, PAGE_SIZE, Number.isNaN(totalPages) ? null : totalPages),
      };
    });
    return { modifiedAfter: await drainPages(pages, wooOrderItem, sink, cursor?.modifiedAfter) };
  },
});
