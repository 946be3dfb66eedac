import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { isoDateTime } from '../kit/dates';
import { currencyCode, minorUnitsToCents } from '../kit/money';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Square Payments API (https://developer.squareup.com/reference/square/payments-api/list-payments): payments
 * become payments. Incremental with `updated_at_begin_time` sorted by `UPDATED_AT`, cursor-paged. Auth: a personal
 * access token or an OAuth token as a Bearer token; the API version is pinned with `Square-Version`.
 */
const SQUARE_VERSION = '2025-10-16';
const PAGE_SIZE = 100;

const money = z.object({ amount: z.number(), currency: z.string() });

const paymentSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.string(),
  amount_money: money,
  total_money: z.optional(money),
  refunded_money: z.optional(money),
  note: z.optional(z.string()),
  receipt_number: z.optional(z.string()),
  buyer_email_address: z.optional(z.string()),
});
type Payment = z.infer<typeof paymentSchema>;

const cursorSchema = z.object({ updatedSince: z.optional(z.string()) });

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'square', {
    auth: bearerApiKey,
    headers: { 'square-version': SQUARE_VERSION },
  });
}

export function squarePaymentItem(payment: Payment): SyncedItem {
  const total = payment.total_money ?? payment.amount_money;
  const refunded = payment.refunded_money?.amount ?? 0;
  const status =
    refunded > 0
      ? 'refunded'
      : payment.status === 'COMPLETED'
        ? 'succeeded'
        : payment.status === 'FAILED' || payment.status === 'CANCELED'
          ? 'failed'
          : 'pending';
  return syncedItem({
    externalId: payment.id,
    dataType: 'payment',
    name: payment.note || `Payment ${payment.receipt_number ?? payment.id.slice(0, 6)}`,
    date: isoDateTime(payment.created_at),
    valueCents: minorUnitsToCents(total.amount - refunded, total.currency),
    currency: currencyCode(total.currency),
    status,
    contact: contactOf({ email: payment.buyer_email_address }),
    reference: payment.receipt_number ?? null,
    updatedAt: isoDateTime(payment.updated_at),
  });
}

export const squareConnector = defineConnector({
  provider: 'square',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://connect.squareup.com/oauth2/authorize',
    tokenUrl: 'https://connect.squareup.com/oauth2/token',
    scopes: ['PAYMENTS_READ', 'MERCHANT_PROFILE_READ'],
    authorizeParams: { session: 'false' },
    clientAuth: 'body',
    tokenRequestFormat: 'json',
  },

  async test(ctx) {
    const { merchant } = await http(ctx).get(
      '/v2/merchants/me',
      z.object({ merchant: z.object({ business_name: z.optional(z.string()), id: z.string() }) }),
    );
    return { message: `Connected to Square seller "${merchant.business_name ?? merchant.id}"` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const pages = paginate<Payment, string>(api.providerName, undefined, async (next) => {
      const page = await api.get(
        '/v2/payments',
        z.object({ payments: z.optional(z.array(paymentSchema)), cursor: z.optional(z.string()) }),
        {
          updated_at_begin_time: cursor?.updatedSince,
          sort_field: 'UPDATED_AT',
          sort_order: 'ASC',
          limit: PAGE_SIZE,
          cursor: next,
        },
      );
      return { items: page.payments ?? [], next: page.cursor };
    });
    return { updatedSince: await drainPages(pages, squarePaymentItem, sink, cursor?.updatedSince) };
  },
});
