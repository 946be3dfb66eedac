import { nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { apiKeyHeader } from '../kit/auth-style';
import { isoDateTime } from '../kit/dates';
import { nextLink } from '../kit/link-header';
import { currencyCode, decimalToCents } from '../kit/money';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Shopify Admin REST API (https://shopify.dev/docs/api/admin-rest): orders become orders. Incremental with
 * `updated_at_min` (the latest `updated_at` read) in `updated_at` order; pages follow the `Link: rel="next"` header,
 * whose URL carries `page_info` (Shopify refuses other filters beside it). Auth: a custom app's Admin API access
 * token in `X-Shopify-Access-Token`; the connection's URL is the store's `https://<store>.myshopify.com`.
 */
const API_VERSION = '2025-07';
const PAGE_SIZE = 250;
const ORDER_FIELDS = [
  'id',
  'name',
  'email',
  'created_at',
  'updated_at',
  'cancelled_at',
  'currency',
  'total_price',
  'current_total_price',
  'financial_status',
  'customer',
].join(',');

const orderSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.optional(nullableString),
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.optional(nullableString),
  currency: z.string(),
  total_price: z.string(),
  current_total_price: z.optional(z.string()),
  financial_status: z.optional(nullableString),
  customer: z.optional(
    z.nullable(
      z.object({
        first_name: z.optional(nullableString),
        last_name: z.optional(nullableString),
        email: z.optional(nullableString),
      }),
    ),
  ),
});
type Order = z.infer<typeof orderSchema>;

const cursorSchema = z.object({ updatedAtMin: z.optional(z.string()) });

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'shopify', { auth: apiKeyHeader('X-Shopify-Access-Token') });
}

function orderStatus(order: Order): string {
  if (order.cancelled_at) return 'cancelled';
  switch (order.financial_status) {
    case 'paid':
    case 'partially_refunded':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'voided':
      return 'cancelled';
    default:
      return 'pending';
  }
}

export function shopifyOrderItem(order: Order): SyncedItem {
  const contact = contactOf({
    firstName: order.customer?.first_name,
    lastName: order.customer?.last_name,
    email: order.customer?.email ?? order.email,
  });
  return syncedItem({
    externalId: String(order.id),
    dataType: 'order',
    name: `Order ${order.name}${contact?.name ? ` – ${contact.name}` : ''}`,
    date: isoDateTime(order.created_at),
    // The current total is net of refunds and removed items; older API answers only have the original total.
    valueCents: decimalToCents(order.current_total_price ?? order.total_price),
    currency: currencyCode(order.currency),
    status: orderStatus(order),
    contact,
    reference: order.name,
    updatedAt: isoDateTime(order.updated_at),
  });
}

export const shopifyConnector = defineConnector({
  provider: 'shopify',
  cursorSchema,

  async test(ctx) {
    const { shop } = await http(ctx).get(
      `/admin/api/${API_VERSION}/shop.json`,
      z.object({ shop: z.object({ name: z.string() }) }),
    );
    return { message: `Connected to Shopify store "${shop.name}"` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const pages = paginate<Order, string>(api.providerName, undefined, async (link) => {
      const { data, headers } = await api.request(link ?? `/admin/api/${API_VERSION}/orders.json`, {
        schema: z.object({ orders: z.array(orderSchema) }),
        query: link
          ? undefined
          : {
              status: 'any',
              limit: PAGE_SIZE,
              order: 'updated_at asc',
              updated_at_min: cursor?.updatedAtMin,
              fields: ORDER_FIELDS,
            },
      });
      return { items: data.orders, next: nextLink(headers.get('link')) };
    });
    return { updatedAtMin: await drainPages(pages, shopifyOrderItem, sink, cursor?.updatedAtMin) };
  },
});
