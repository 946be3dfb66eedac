import { byUpdatedAt, centsToDecimal, type FakeOrder } from './business-records';
import { basicCredentials, type FakeProviderModule, get, numberedPage } from './fake-provider';

/**
 * WooCommerce REST API v3 as documented: `GET /wp-json/wc/v3/orders` with `page`, `per_page` ≤ 100, `orderby`,
 * `order`, `modified_after` (exclusive, GMT with `dates_are_gmt`), and the `X-WP-Total` / `X-WP-TotalPages`
 * headers; consumer key and secret over HTTP Basic; errors as `{code, message, data: {status}}`.
 */
const MAX_PER_PAGE = 100;
const gmt = (iso: string) => iso.replace(/\.\d{3}Z$/, '');

function order(o: FakeOrder) {
  const total = centsToDecimal(o.amountCents);
  const status = { paid: 'completed', pending: 'pending', refunded: 'refunded', cancelled: 'cancelled' }[o.status];
  return {
    id: Number(o.id),
    parent_id: 0,
    number: String(o.number),
    status,
    currency: o.currency,
    total,
    date_created: gmt(o.createdAt),
    date_created_gmt: gmt(o.createdAt),
    date_modified: gmt(o.updatedAt),
    date_modified_gmt: gmt(o.updatedAt),
    billing: { first_name: o.customerFirstName, last_name: o.customerLastName, email: o.email, phone: '' },
    refunds: o.status === 'refunded' ? [{ id: Number(o.id) + 1, reason: '', total: `-${total}` }] : [],
  };
}

function error(status: number, code: string, message: string) {
  return { status, body: { code, message, data: { status } } };
}

export const woocommerceFake: FakeProviderModule = {
  provider: 'woocommerce',
  authenticate(req, credentials) {
    const basic = basicCredentials(req);
    if (basic?.username === credentials.apiKey && basic?.password === credentials.apiSecret) return undefined;
    return error(401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
  },
  error(status, message) {
    return error(status, status === 429 ? 'too_many_requests' : 'woocommerce_rest_error', message);
  },
  routes: [
    get('/wp-json/wc/v3/orders', (req, ctx) => {
      const q = req.query;
      const size = ctx.pageSize(q.get('per_page'), 10, MAX_PER_PAGE);
      const after = q.get('modified_after');
      let matching = ctx.data.orders.filter((o) => !after || Date.parse(o.updatedAt) > Date.parse(`${after}Z`));
      matching = q.get('orderby') === 'modified' ? [...matching].sort(byUpdatedAt) : matching;
      if (q.get('order') === 'desc') matching.reverse();
      const page = numberedPage(matching, Number(q.get('page') ?? 1), size);
      return {
        headers: {
          'x-wp-total': String(matching.length),
          'x-wp-totalpages': String(Math.max(1, Math.ceil(matching.length / size))),
        },
        body: page.map(order),
      };
    }),
  ],
};
