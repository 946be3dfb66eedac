import { byUpdatedAt, type FakePayment } from './business-records';
import { bearerAuth, cursorPage, type FakeProviderModule, type FakeReply, get } from './fake-provider';

/**
 * Square as documented: `GET /v2/merchants/me` and `GET /v2/payments` with `updated_at_begin_time`,
 * `sort_field=UPDATED_AT`, `sort_order`, `limit` ≤ 100 and `cursor`. Errors as `{errors: [{category, code, detail}]}`.
 */
function payment(p: FakePayment) {
  const money = { amount: p.amountCents, currency: p.currency };
  const status = { succeeded: 'COMPLETED', refunded: 'COMPLETED', failed: 'FAILED', pending: 'APPROVED' }[p.status];
  return {
    id: p.id,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    amount_money: money,
    total_money: money,
    ...(p.status === 'refunded' ? { refunded_money: money, refund_ids: [`${p.id.slice(0, 20)}_refund`] } : {}),
    status,
    source_type: 'CARD',
    location_id: 'L88917AVBK2S5',
    note: p.description,
    receipt_number: p.id.slice(0, 4),
    buyer_email_address: p.payerEmail ?? undefined,
  };
}

function error(status: number, category: string, code: string, detail: string): FakeReply {
  return { status, body: { errors: [{ category, code, detail }] } };
}

export const squareFake: FakeProviderModule = {
  provider: 'square',
  authenticate: bearerAuth(error(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.')),
  error(status, message) {
    return status === 429
      ? error(status, 'RATE_LIMIT_ERROR', 'RATE_LIMITED', message)
      : error(status, 'API_ERROR', 'INTERNAL_SERVER_ERROR', message);
  },
  routes: [
    get('/v2/merchants/me', () => ({
      body: { merchant: { id: 'MLD8QZ3T2R9Z1', business_name: 'Copperleaf Cafe', currency: 'USD' } },
    })),
    get('/v2/payments', (req, ctx) => {
      const since = req.query.get('updated_at_begin_time');
      const matching = ctx.data.payments
        .filter((p) => !since || Date.parse(p.updatedAt) >= Date.parse(since))
        .sort(byUpdatedAt);
      if (req.query.get('sort_order') === 'DESC') matching.reverse();
      const { page, next } = cursorPage(
        matching,
        req.query.get('cursor'),
        ctx.pageSize(req.query.get('limit'), 100, 100),
      );
      return { body: page.length ? { payments: page.map(payment), ...(next ? { cursor: next } : {}) } : {} };
    }),
  ],
};
