import { randomUUID } from 'node:crypto';
import { type FakeHttpRequest, json, startFakeHttpServer } from '../../local/sandbox/fake-http-server';

/**
 * A local stand-in for Plaid's API, answering in the shapes Plaid documents, so tests run the real `plaid` SDK (via
 * `basePath`): `/link/token/create` (Hosted Link URL), `/link/token/get` (sessions and their item-add results),
 * `/item/public_token/exchange`, `/accounts/get`, `/transactions/sync` (a change log read by cursor, in pages) and
 * `/item/remove`. Credentials are checked from the SDK's headers; errors are Plaid's `{error_type, error_code,
 * error_message}` with HTTP 400. A test plays the user's part with `completeLink` / `exitLink`.
 */
export interface FakePlaidTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  date: string;
  name: string;
  merchant_name?: string | null;
  pending?: boolean;
}

interface Item {
  itemId: string;
  accessToken: string;
  institution: { institution_id: string; name: string };
  accounts: Array<{
    account_id: string;
    name: string;
    official_name: string | null;
    mask: string;
    type: string;
    subtype: string;
    current: number;
  }>;
  changes: Array<{ kind: 'added' | 'modified' | 'removed'; transaction: FakePlaidTransaction }>;
  removed: boolean;
}

interface LinkToken {
  token: string;
  userId: string;
  createdAt: string;
  session?: {
    id: string;
    startedAt: string;
    finishedAt: string;
    publicToken?: string;
    exited?: boolean;
    itemId?: string;
  };
}

export interface FakePlaid {
  basePath: string;
  clientId: string;
  secret: string;
  /** Every call, in order, with its body (credentials removed). */
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  /** The user finishes Hosted Link for this token: a new item with a checking and a savings account. */
  completeLink(linkToken: string): { itemId: string; accountIds: [string, string] };
  /** The user closes Hosted Link without linking. */
  exitLink(linkToken: string): void;
  /** The link token behind a Hosted Link URL (what the user's browser would open). */
  linkTokenFor(hostedLinkUrl: string): string;
  addTransactions(itemId: string, transactions: FakePlaidTransaction[]): void;
  modifyTransaction(itemId: string, transaction: FakePlaidTransaction): void;
  removeTransaction(itemId: string, transactionId: string): void;
  /** The next call to `path` fails with this Plaid error code. */
  failNext(path: string, errorCode: string): void;
  item(itemId: string): Item | undefined;
  /** Transactions per `/transactions/sync` page (Plaid's `count`, capped by this). */
  pageSize: number;
  /** How long a new link token lives (Plaid's `expiration`); 4 hours unless a test makes it short. */
  linkTokenLifetimeMs: number;
  stop(): Promise<void>;
}

export async function startFakePlaid(): Promise<FakePlaid> {
  const clientId = 'fake-client-id';
  const secret = 'fake-secret-0123456789';
  const linkTokens = new Map<string, LinkToken>();
  const items = new Map<string, Item>();
  const publicTokens = new Map<string, string>();
  const requestId = () => randomUUID().slice(0, 15);

  const error = (type: string, code: string, message: string) =>
    json(400, {
      error_type: type,
      error_code: code,
      error_message: message,
      display_message: null,
      request_id: requestId(),
    });
  const authorized = (headers: FakeHttpRequest['headers']) =>
    headers['plaid-client-id'] === clientId && headers['plaid-secret'] === secret;

  const server = await startFakeHttpServer(async (req) => {
    const body = (req.body ?? {}) as Record<string, any>;
    const { path } = req;
    const reply = (status: number, payload: unknown) => json(status, payload);
    if (!authorized(req.headers)) {
      return error('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');
    }
    const itemFor = (accessToken: unknown) =>
      [...items.values()].find((i) => i.accessToken === accessToken && !i.removed);
    const invalidAccessToken = () =>
      error('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format');

    switch (path) {
      case '/link/token/create': {
        if (!body.user?.client_user_id || !Array.isArray(body.products) || !body.hosted_link) {
          return error(
            'INVALID_REQUEST',
            'INVALID_FIELD',
            'user.client_user_id, products and hosted_link are required',
          );
        }
        const token = `link-sandbox-${randomUUID()}`;
        linkTokens.set(token, { token, userId: body.user.client_user_id, createdAt: new Date().toISOString() });
        return reply(200, {
          link_token: token,
          expiration: new Date(Date.now() + fake.linkTokenLifetimeMs).toISOString(),
          hosted_link_url: `https://secure.plaid.com/hl/${token.slice(-12)}`,
          request_id: requestId(),
        });
      }
      case '/link/token/get': {
        const link = linkTokens.get(body.link_token);
        if (!link) return error('INVALID_INPUT', 'INVALID_LINK_TOKEN', 'invalid link_token provided');
        const session = link.session;
        const item = session?.itemId ? items.get(session.itemId) : undefined;
        return reply(200, {
          link_token: link.token,
          created_at: link.createdAt,
          expiration: new Date(Date.now() + 3600_000).toISOString(),
          metadata: { initial_products: ['transactions'], webhook: null, country_codes: ['US'], language: 'en' },
          link_sessions: session
            ? [
                {
                  link_session_id: session.id,
                  started_at: session.startedAt,
                  finished_at: session.finishedAt,
                  exit: session.exited ? { error: null, metadata: { status: 'requires_credentials' } } : null,
                  results:
                    session.publicToken && item
                      ? {
                          item_add_results: [
                            {
                              public_token: session.publicToken,
                              institution: item.institution,
                              accounts: item.accounts.map((a) => ({
                                id: a.account_id,
                                name: a.name,
                                mask: a.mask,
                                type: a.type,
                                subtype: a.subtype,
                              })),
                            },
                          ],
                          cra_item_add_results: [],
                          cra_update_results: [],
                          bank_income_results: [],
                          payroll_income_results: [],
                          document_income_results: null,
                        }
                      : null,
                },
              ]
            : [],
          request_id: requestId(),
        });
      }
      case '/item/public_token/exchange': {
        const itemId = publicTokens.get(body.public_token);
        const item = itemId ? items.get(itemId) : undefined;
        if (!item) return error('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is expired or invalid');
        publicTokens.delete(body.public_token);
        return reply(200, { access_token: item.accessToken, item_id: item.itemId, request_id: requestId() });
      }
      case '/accounts/get': {
        const item = itemFor(body.access_token);
        if (!item) return invalidAccessToken();
        return reply(200, {
          accounts: item.accounts.map((a) => ({
            account_id: a.account_id,
            balances: {
              available: a.current,
              current: a.current,
              iso_currency_code: 'USD',
              limit: null,
              unofficial_currency_code: null,
            },
            mask: a.mask,
            name: a.name,
            official_name: a.official_name,
            subtype: a.subtype,
            type: a.type,
          })),
          item: {
            item_id: item.itemId,
            institution_id: item.institution.institution_id,
            institution_name: item.institution.name,
            available_products: ['balance'],
            billed_products: ['transactions'],
            consent_expiration_time: null,
            error: null,
            update_type: 'background',
            webhook: '',
          },
          request_id: requestId(),
        });
      }
      case '/transactions/sync': {
        const item = itemFor(body.access_token);
        if (!item) return invalidAccessToken();
        const from = body.cursor ? Number(Buffer.from(String(body.cursor), 'base64url').toString()) : 0;
        if (!Number.isInteger(from) || from < 0 || from > item.changes.length) {
          return error('INVALID_INPUT', 'INVALID_FIELD', 'cursor is not valid');
        }
        const count = Math.min(Number(body.count ?? 100), fake.pageSize);
        const page = item.changes.slice(from, from + count);
        const next = from + page.length;
        const full = (t: FakePlaidTransaction) => ({
          account_id: t.account_id,
          account_owner: null,
          amount: t.amount,
          iso_currency_code: 'USD',
          unofficial_currency_code: null,
          check_number: null,
          date: t.date,
          datetime: null,
          authorized_date: t.date,
          name: t.name,
          merchant_name: t.merchant_name ?? null,
          payment_channel: 'online',
          pending: t.pending ?? false,
          pending_transaction_id: null,
          personal_finance_category: {
            primary: 'GENERAL_SERVICES',
            detailed: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
            confidence_level: 'LOW',
          },
          transaction_id: t.transaction_id,
          transaction_code: null,
          transaction_type: 'special',
        });
        return reply(200, {
          added: page.filter((c) => c.kind === 'added').map((c) => full(c.transaction)),
          modified: page.filter((c) => c.kind === 'modified').map((c) => full(c.transaction)),
          removed: page
            .filter((c) => c.kind === 'removed')
            .map((c) => ({ account_id: c.transaction.account_id, transaction_id: c.transaction.transaction_id })),
          next_cursor: Buffer.from(String(next)).toString('base64url'),
          has_more: next < item.changes.length,
          transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
          request_id: requestId(),
        });
      }
      case '/item/remove': {
        const item = itemFor(body.access_token);
        if (!item) return invalidAccessToken();
        item.removed = true;
        return reply(200, { request_id: requestId() });
      }
      default:
        return error('INVALID_REQUEST', 'UNKNOWN_FIELDS', `unknown path ${path}`);
    }
  });

  const fake: FakePlaid = {
    basePath: server.origin,
    clientId,
    secret,
    // A view of what the kit recorded, scripted failures included, without the secret.
    get requests() {
      return server.requests.map(({ path, body }) => ({
        path,
        body: Object.fromEntries(Object.entries(body ?? {}).filter(([k]) => k !== 'secret')),
      }));
    },
    pageSize: 100,
    linkTokenLifetimeMs: 4 * 3600_000,
    completeLink(linkToken) {
      const link = linkTokens.get(linkToken);
      if (!link) throw new Error(`No link token ${linkToken}`);
      const itemId = `item-${randomUUID()}`;
      const accountIds: [string, string] = [`acc-${randomUUID()}`, `acc-${randomUUID()}`];
      items.set(itemId, {
        itemId,
        accessToken: `access-sandbox-${randomUUID()}`,
        institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
        accounts: [
          {
            account_id: accountIds[0],
            name: 'Business Checking',
            official_name: 'Platypus Business Checking',
            mask: '0012',
            type: 'depository',
            subtype: 'checking',
            current: 18250.4,
          },
          {
            account_id: accountIds[1],
            name: 'Business Savings',
            official_name: null,
            mask: '0034',
            type: 'depository',
            subtype: 'savings',
            current: 40100,
          },
        ],
        changes: [],
        removed: false,
      });
      const publicToken = `public-sandbox-${randomUUID()}`;
      publicTokens.set(publicToken, itemId);
      const now = new Date().toISOString();
      link.session = { id: randomUUID(), startedAt: now, finishedAt: now, publicToken, itemId };
      return { itemId, accountIds };
    },
    exitLink(linkToken) {
      const link = linkTokens.get(linkToken);
      if (!link) throw new Error(`No link token ${linkToken}`);
      const now = new Date().toISOString();
      link.session = { id: randomUUID(), startedAt: now, finishedAt: now, exited: true };
    },
    linkTokenFor(hostedLinkUrl) {
      const token = [...linkTokens.keys()].find((t) => hostedLinkUrl.endsWith(`/hl/${t.slice(-12)}`));
      if (!token) throw new Error(`No link token behind ${hostedLinkUrl}`);
      return token;
    },
    addTransactions(itemId, transactions) {
      items.get(itemId)!.changes.push(...transactions.map((transaction) => ({ kind: 'added' as const, transaction })));
    },
    modifyTransaction(itemId, transaction) {
      items.get(itemId)!.changes.push({ kind: 'modified', transaction });
    },
    removeTransaction(itemId, transactionId) {
      const item = items.get(itemId)!;
      const original = item.changes.find((c) => c.transaction.transaction_id === transactionId)!.transaction;
      item.changes.push({ kind: 'removed', transaction: original });
    },
    failNext(path, errorCode) {
      server.failNext({
        when: (req) => req.path === path && authorized(req.headers),
        reply: () =>
          error(
            errorCode === 'ITEM_LOGIN_REQUIRED' ? 'ITEM_ERROR' : 'TRANSACTIONS_ERROR',
            errorCode,
            `fake ${errorCode}`,
          ),
      });
    },
    item: (itemId) => items.get(itemId),
    stop: server.stop,
  };
  return fake;
}
