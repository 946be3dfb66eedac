import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { json, startFakeHttpServer } from '../../local/sandbox/fake-http-server';

/**
 * A local stand-in for the Stripe API, speaking its documented wire format (form-encoded requests with bracket
 * notation, JSON objects with `object` fields, `{error: {type, message, param, code}}` failures, `Idempotency-Key`
 * replays), so tests run the real `stripe` SDK against it through the SDK's `host`/`port`/`protocol` settings.
 *
 * It keeps state like Stripe does (customers, checkout sessions, subscriptions, portal sessions) and records the
 * events a real account would emit. What a customer or the clock does at Stripe (paying at checkout, a period
 * ending, a renewal failing) is a method here. With `webhook` set, each event is also delivered to the app, signed
 * with the SDK's own test-header helper, as Stripe would.
 */
export interface FakeStripeOptions {
  /** The secret key the app must send (`Authorization: Bearer …`). */
  apiKey?: string;
  /** Recurring monthly prices that exist in the account: id → amount in cents. */
  prices?: Record<string, number>;
  /** Where to deliver events, and the signing secret of that endpoint. */
  webhook?: { url: string; secret: string };
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: Record<string, any>;
}

export interface FakeStripe {
  /** The SDK's connection settings for this server. */
  connection: { host: string; port: number; protocol: 'http' };
  /** The same as a URL, e.g. for an `STRIPE_API_URL` setting. */
  url: string;
  apiKey: string;
  requests: RecordedStripeRequest[];
  customers: Map<string, any>;
  checkoutSessions: Map<string, any>;
  subscriptions: Map<string, any>;
  /** Every event, oldest first, as Stripe would send it. */
  events: Stripe.Event[];
  /** Stripe's clock (Unix seconds), for `created` and periods; tests move it. */
  now: number;
  /** The customer pays at checkout: a subscription starts and its events follow. Returns the subscription. */
  completeCheckout(sessionId: string): Promise<any>;
  /** The period ends: a subscription set to cancel ends, any other renews (and is paid). */
  endPeriod(subscriptionId: string): Promise<any>;
  /** A renewal payment fails: the subscription goes past due. */
  failRenewal(subscriptionId: string): Promise<any>;
  /** Points event delivery at an endpoint (e.g. an app started after this fake), or stops it (`undefined`). */
  setWebhook(webhook: FakeStripeOptions['webhook']): void;
  /** Deliver an event (again) to the webhook endpoint; answers the endpoint's status. */
  deliver(event: Stripe.Event): Promise<number>;
  stop(): Promise<void>;
}

const MONTH_SECONDS = 30 * 24 * 3600;

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const apiKey = options.apiKey ?? 'sk_test_fake';
  const prices = new Map(
    Object.entries(options.prices ?? { price_pro: 7900, price_elite: 19900 }).map(([id, amount]) => [
      id,
      priceObject(id, amount),
    ]),
  );
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, any>();
  const checkoutSessions = new Map<string, any>();
  const subscriptions = new Map<string, any>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: Stripe.Event[] = [];
  let origin = '';
  let webhook = options.webhook;

  const fake: FakeStripe = {
    connection: { host: '127.0.0.1', port: 0, protocol: 'http' },
    url: '',
    apiKey,
    requests,
    customers,
    checkoutSessions,
    subscriptions,
    events,
    now: Math.floor(Date.now() / 1000),
    async completeCheckout(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (session?.status !== 'open') throw new Error(`No open checkout session ${sessionId}`);
      const sub = newSubscription(session);
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      await emit('customer.subscription.created', sub);
      await emit('checkout.session.completed', publicSession(session));
      await emit('invoice.paid', invoiceFor(sub, 'subscription_create', 'paid'));
      return sub;
    },
    async endPeriod(subscriptionId) {
      const sub = existing(subscriptionId);
      if (sub.cancel_at_period_end) {
        cancel(sub, 'cancellation_requested');
        await emit('customer.subscription.deleted', sub);
        return sub;
      }
      const previous = { items: structuredClone(sub.items), status: sub.status };
      for (const item of sub.items.data) {
        item.current_period_start = item.current_period_end;
        item.current_period_end += MONTH_SECONDS;
      }
      sub.status = 'active';
      await emit('invoice.paid', invoiceFor(sub, 'subscription_cycle', 'paid'));
      await emit('customer.subscription.updated', sub, previous);
      return sub;
    },
    async failRenewal(subscriptionId) {
      const sub = existing(subscriptionId);
      const previous = { status: sub.status };
      sub.status = 'past_due';
      await emit('invoice.payment_failed', invoiceFor(sub, 'subscription_cycle', 'open'));
      await emit('customer.subscription.updated', sub, previous);
      return sub;
    },
    setWebhook(endpoint) {
      webhook = endpoint;
    },
    deliver,
    stop: () => server.stop(),
  };

  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

  class StripeFailure extends Error {
    constructor(
      readonly status: number,
      readonly body: { type: string; message: string; param?: string; code?: string },
    ) {
      super(body.message);
    }
  }
  const missing = (kind: string, value: string, param?: string) =>
    new StripeFailure(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${value}'`,
      ...(param ? { param } : {}),
    });
  const invalid = (param: string, message: string) =>
    new StripeFailure(400, { type: 'invalid_request_error', code: 'parameter_invalid_empty', param, message });
  const required = (params: Record<string, any>, name: string) => {
    if (params[name] === undefined || params[name] === '') {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: name,
        message: `Missing required param: ${name}.`,
      });
    }
    return params[name];
  };
  const existing = (subscriptionId: string) => {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw missing('subscription', subscriptionId);
    return sub;
  };

  function newSubscription(session: any) {
    const subId = id('sub');
    const start = fake.now;
    return {
      id: subId,
      object: 'subscription',
      application: null,
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      currency: 'usd',
      customer: session.customer,
      default_payment_method: `pm_${subId.slice(4)}`,
      description: null,
      discounts: [],
      ended_at: null,
      items: {
        object: 'list',
        data: session.line_items.map((line: any) => ({
          id: id('si'),
          object: 'subscription_item',
          created: start,
          current_period_start: start,
          current_period_end: start + MONTH_SECONDS,
          discounts: [],
          metadata: {},
          price: prices.get(line.price),
          quantity: line.quantity,
          subscription: subId,
          tax_rates: [],
        })),
        has_more: false,
        total_count: session.line_items.length,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: { ...(session.subscription_data?.metadata ?? {}) },
      pending_update: null,
      schedule: null,
      start_date: start,
      status: 'active',
      test_clock: null,
      trial_end: null,
      trial_start: null,
    };
  }

  function cancel(sub: any, reason: string) {
    Object.assign(sub, {
      status: 'canceled',
      canceled_at: sub.canceled_at ?? fake.now,
      ended_at: fake.now,
      cancellation_details: { comment: null, feedback: null, reason },
    });
  }

  function invoiceFor(sub: any, billingReason: string, status: 'paid' | 'open') {
    const amount = sub.items.data.reduce((sum: number, item: any) => sum + item.price.unit_amount * item.quantity, 0);
    const invoiceId = id('in');
    sub.latest_invoice = invoiceId;
    return {
      id: invoiceId,
      object: 'invoice',
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      attempt_count: 1,
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      created: fake.now,
      currency: 'usd',
      customer: sub.customer,
      hosted_invoice_url: `${origin}/invoice/${invoiceId}`,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
      },
      period_end: sub.items.data[0].current_period_end,
      period_start: sub.items.data[0].current_period_start,
      status,
      total: amount,
    };
  }

  async function emit(type: string, object: any, previousAttributes?: Record<string, unknown>) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: fake.now,
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: webhook ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    events.push(event);
    if (webhook) await deliver(event);
  }

  async function deliver(event: Stripe.Event): Promise<number> {
    if (!webhook) throw new Error('This fake Stripe has no webhook endpoint');
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** `POST` bodies and `GET` queries: Stripe's bracket notation (`a[b][0][c]=v`) into nested objects and arrays. */
  function decodeParams(text: string): Record<string, any> {
    const root: Record<string, any> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
      let node: any = root;
      path.forEach((part, i) => {
        if (i === path.length - 1) {
          node[part] = value;
          return;
        }
        node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
        node = node[part];
      });
    }
    return root;
  }

  async function handle(method: string, path: string, params: Record<string, any>) {
    const route = `${method} ${path.replace(/\/(cus|cs|sub)_[A-Za-z0-9]+/, '/:id')}`;
    const target = path.split('/')[3] ?? '';
    switch (route) {
      case 'POST /v1/customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          created: fake.now,
          email: params.email ?? null,
          name: params.name ?? null,
          description: params.description ?? null,
          metadata: params.metadata ?? {},
          livemode: false,
          invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
        };
        customers.set(customer.id, customer);
        return customer;
      }
      case 'GET /v1/customers/:id': {
        const customer = customers.get(target);
        if (!customer) throw missing('customer', target);
        return customer;
      }
      case 'POST /v1/checkout/sessions': {
        const mode = required(params, 'mode');
        if (!['payment', 'setup', 'subscription'].includes(mode)) throw invalid('mode', `Invalid mode: ${mode}`);
        const successUrl = required(params, 'success_url');
        const lineItems: any[] = required(params, 'line_items');
        lineItems.forEach((line, i) => {
          if (!prices.has(line.price)) throw missing('price', line.price, `line_items[${i}][price]`);
        });
        if (params.customer && !customers.has(params.customer)) throw missing('customer', params.customer, 'customer');
        const sessionId = id('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          cancel_url: params.cancel_url ?? null,
          client_reference_id: params.client_reference_id ?? null,
          created: fake.now,
          currency: 'usd',
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          expires_at: fake.now + 24 * 3600,
          livemode: false,
          metadata: params.metadata ?? {},
          mode,
          payment_status: 'unpaid',
          status: 'open',
          subscription: null,
          success_url: successUrl,
          url: `${origin}/c/pay/${sessionId}`,
          // Not part of Stripe's answer (it needs `expand`); kept for completeCheckout.
          line_items: lineItems.map((line) => ({ price: line.price, quantity: Number(line.quantity ?? 1) })),
          subscription_data: params.subscription_data,
        };
        checkoutSessions.set(sessionId, session);
        return publicSession(session);
      }
      case 'GET /v1/subscriptions/:id':
        return existing(target);
      case 'POST /v1/subscriptions/:id': {
        const sub = existing(target);
        if (sub.status === 'canceled') {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          });
        }
        const previous: Record<string, unknown> = {};
        for (const change of (params.items ?? []) as any[]) {
          const item = sub.items.data.find((i: any) => i.id === change.id);
          if (!item) throw missing('subscription item', change.id, 'items[0][id]');
          if (change.price) {
            if (!prices.has(change.price)) throw missing('price', change.price, 'items[0][price]');
            previous.items ??= structuredClone(sub.items);
            item.price = prices.get(change.price);
          }
        }
        if (params.cancel_at_period_end !== undefined) {
          const cancelAtEnd = params.cancel_at_period_end === 'true';
          if (cancelAtEnd !== sub.cancel_at_period_end) previous.cancel_at_period_end = sub.cancel_at_period_end;
          sub.cancel_at_period_end = cancelAtEnd;
          sub.cancel_at = cancelAtEnd ? sub.items.data[0].current_period_end : null;
          sub.canceled_at = cancelAtEnd ? fake.now : null;
        }
        if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata };
        if (Object.keys(previous).length) await emit('customer.subscription.updated', sub, previous);
        return sub;
      }
      case 'DELETE /v1/subscriptions/:id': {
        const sub = existing(target);
        cancel(sub, 'cancellation_requested');
        await emit('customer.subscription.deleted', sub);
        return sub;
      }
      case 'POST /v1/billing_portal/sessions': {
        const customer = required(params, 'customer');
        if (!customers.has(customer)) throw missing('customer', customer, 'customer');
        const portalId = id('bps');
        return {
          id: portalId,
          object: 'billing_portal.session',
          configuration: 'bpc_fake',
          created: fake.now,
          customer,
          flow: null,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: params.return_url ?? null,
          url: `${origin}/p/session/${portalId}`,
        };
      }
      default:
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  const server = await startFakeHttpServer(async (req) => {
    const { method, path } = req;
    const params = decodeParams(method === 'GET' || method === 'DELETE' ? req.search.slice(1) : req.rawBody);
    requests.push({ method, path, headers: req.headers, params });
    const reply = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      json(status, body, {
        'content-type': 'application/json',
        'request-id': id('req'),
        // Answers and events share Stripe's clock, which tests move.
        date: new Date(fake.now * 1000).toUTCString(),
        ...extra,
      });

    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return reply(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_****' },
      });
    }
    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const replay = idempotencyKey && idempotent.get(`${path} ${idempotencyKey}`);
    if (replay) return reply(replay.status, replay.body, { 'idempotent-replayed': 'true' });
    let status = 200;
    let body: unknown;
    try {
      body = await handle(method, path, params);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (idempotencyKey) idempotent.set(`${path} ${idempotencyKey}`, { status, body });
    return reply(status, body);
  });
  const { port } = server;
  origin = `http://127.0.0.1:${port}`;
  fake.connection.port = port;
  fake.url = origin;
  return fake;
}

/** A checkout session as Stripe answers it: without the line items and subscription data it keeps for later. */
function publicSession({ line_items: _lines, subscription_data: _data, ...session }: any) {
  return session;
}

function priceObject(id: string, unitAmount: number) {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: 1_700_000_000,
    currency: 'usd',
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: { interval: 'month', interval_count: 1, meter: null, usage_type: 'licensed', trial_period_days: null },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
}
