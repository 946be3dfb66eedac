import { byUpdatedAt, centsToDecimal, type FakeOrder } from './business-records';
import { decodeCursor, encodeCursor, type FakeProviderModule, get } from './fake-provider';

/**
 * Shopify Admin REST as documented: `shop.json`, and `orders.json` with `status`, `limit` ≤ 250,
 * `updated_at_min`, `order=updated_at asc`, `fields`, paged by `page_info` in a `Link` header (a `page_info`
 * request may carry nothing but `limit`). Access tokens in `X-Shopify-Access-Token`; errors as `{errors: …}`.
 * Times are written in the shop's zone (-05:00), as Shopify does.
 */
const MAX_LIMIT = 250;

function shopTime(iso: string): string {
  return new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '-05:00');
}

function order(o: FakeOrder) {
  const total = centsToDecimal(o.amountCents);
  return {
    id: Number(o.id),
    admin_graphql_api_id: `gid://shopify/Order/${o.id}`,
    name: `#${o.number}`,
    email: o.email,
    created_at: shopTime(o.createdAt),
    updated_at: shopTime(o.updatedAt),
    cancelled_at: o.status === 'cancelled' ? shopTime(o.updatedAt) : null,
    currency: o.currency,
    total_price: total,
    current_total_price: o.status === 'refunded' ? '0.00' : total,
    financial_status:
      o.status === 'cancelled'
        ? 'voided'
        : o.status === 'refunded'
          ? 'refunded'
          : o.status === 'paid'
            ? 'paid'
            : 'pending',
    customer: { id: Number(o.id) + 7, first_name: o.customerFirstName, last_name: o.customerLastName, email: o.email },
  };
}

export const shopifyFake: FakeProviderModule = {
  provider: 'shopify',
  authenticate(req, credentials) {
    if (req.headers['x-shopify-access-token'] === credentials.apiKey) return undefined;
    return {
      status: 401,
      body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
    };
  },
  error(status, message) {
    return { status, body: { errors: message } };
  },
  routes: [
    get('/admin/api/:version/shop.json', () => ({
      body: {
        shop: {
          id: 548380009,
          name: 'Copperleaf Goods',
          currency: 'USD',
          myshopify_domain: 'copperleaf.myshopify.com',
        },
      },
    })),
    get('/admin/api/:version/orders.json', (req, ctx) => {
      const q = req.query;
      const pageInfo = q.get('page_info');
      if (pageInfo && [...q.keys()].some((k) => k !== 'page_info' && k !== 'limit')) {
        return { status: 400, body: { errors: { page_info: ['page_info cannot be combined with other filters'] } } };
      }
      const state = pageInfo
        ? JSON.parse(Buffer.from(pageInfo, 'base64url').toString('utf8'))
        : { o: 0, since: q.get('updated_at_min') };
      const size = ctx.pageSize(q.get('limit'), 50, MAX_LIMIT);
      const since = state.since ? Date.parse(state.since) : Number.NEGATIVE_INFINITY;
      const matching = [...ctx.data.orders].filter((o) => Date.parse(o.updatedAt) >= since).sort(byUpdatedAt);
      const start = decodeCursor(encodeCursor(state.o));
      const page = matching.slice(start, start + size);
      const link = (offset: number, rel: string) =>
        `<${req.baseUrl}/admin/api/${req.params.version}/orders.json?limit=${size}&page_info=${Buffer.from(
          JSON.stringify({ o: offset, since: state.since }),
        ).toString('base64url')}>; rel="${rel}"`;
      const links = [
        ...(start > 0 ? [link(Math.max(0, start - size), 'previous')] : []),
        ...(start + size < matching.length ? [link(start + size, 'next')] : []),
      ];
      return { headers: links.length ? { link: links.join(', ') } : undefined, body: { orders: page.map(order) } };
    }),
  ],
};
