import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type IntegrationProviderId, integrationProvider } from '../../../../shared/catalog/integrations';
import { type FakeHttpRequest, startFakeHttpServer } from '../fake-http-server';
import { FakeWorld } from './business-records';
import {
  basicCredentials,
  type FakeContext,
  type FakeCredentials,
  type FakeProviderModule,
  type FakeReply,
  type FakeRequest,
} from './fake-provider';
import { FAKE_QUICKBOOKS_REALM } from './quickbooks';

/**
 * One local HTTP server that speaks the documented APIs of any number of providers, each under `/<provider id>`:
 * the real connector code runs against it through its `apiUrl`. Tests script the data (`world`), the accepted
 * credentials, small page sizes (to make pagination happen with a handful of records) and failures (`failNext`:
 * a 429 with `Retry-After`, a 5xx, a 401). It also plays each provider's OAuth2 authorization server under
 * `/oauth/<provider>/authorize` and `/oauth/<provider>/token`, consenting at once.
 */
export interface FakeProvidersOptions {
  modules: readonly FakeProviderModule[];
  world?: FakeWorld;
  /** What each fake account accepts; unset providers accept `defaultFakeCredentials(provider)`. */
  credentials?: Partial<Record<IntegrationProviderId, FakeCredentials>>;
  /** Caps every page size, so that a test with five records sees three pages. */
  maxPageSize?: number;
  now?: () => Date;
  /** Runs before each provider request (the sandbox grows its data here). */
  beforeRequest?: (provider: IntegrationProviderId) => void;
  /** Extra POST endpoints under `/__control/<name>`, outside every provider's API (the sandbox's fast-forward). */
  controls?: Readonly<Record<string, (query: URLSearchParams) => FakeReply | Promise<FakeReply>>>;
  port?: number;
  host?: string;
}

export interface ScriptedFailure {
  status: number;
  headers?: Record<string, string>;
  message?: string;
}

export interface RecordedProviderRequest {
  provider: IntegrationProviderId;
  method: string;
  path: string;
  query: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeProviders {
  origin: string;
  world: FakeWorld;
  /** The `apiUrl` of a provider's fake. */
  url(provider: IntegrationProviderId): string;
  credentials(provider: IntegrationProviderId): FakeCredentials;
  setCredentials(provider: IntegrationProviderId, credentials: FakeCredentials): void;
  /** The next `times` requests to the provider fail this way, before authentication. */
  failNext(provider: IntegrationProviderId, failure: ScriptedFailure, times?: number): void;
  requests: RecordedProviderRequest[];
  /** The fake OAuth servers' state: refresh tokens they accept, codes they issued, token requests they received. */
  oauth: {
    refreshTokens: Map<IntegrationProviderId, string>;
    codes: Map<string, IntegrationProviderId>;
    tokenRequests: { provider: IntegrationProviderId; headers: IncomingMessage['headers']; body: any }[];
  };
  stop(): Promise<void>;
}

/** The OAuth app the fake authorization servers know (the operator's `<PROVIDER>_CLIENT_ID/_SECRET`). */
export const FAKE_OAUTH_CLIENT = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret' };

/** A value for each secret field the provider's connect dialog has (HubSpot's token is its `apiSecret`). */
export function defaultFakeCredentials(provider: IntegrationProviderId): FakeCredentials {
  const fields = integrationProvider(provider).fields.map((f) => f.key);
  return {
    // Mailchimp keys end in their data centre.
    ...(fields.includes('apiKey')
      ? { apiKey: provider === 'mailchimp' ? 'fakemailchimpkey0-us21' : `fake-${provider}-key` }
      : {}),
    ...(fields.includes('apiSecret') ? { apiSecret: `fake-${provider}-secret` } : {}),
  };
}

export async function startFakeProviders(options: FakeProvidersOptions): Promise<FakeProviders> {
  const world = options.world ?? new FakeWorld();
  const modules = new Map(options.modules.map((m) => [m.provider as string, m]));
  const credentials = new Map<IntegrationProviderId, FakeCredentials>(
    Object.entries(options.credentials ?? {}) as [IntegrationProviderId, FakeCredentials][],
  );
  const oauth: FakeProviders['oauth'] = { refreshTokens: new Map(), codes: new Map(), tokenRequests: [] };
  const now = options.now ?? (() => new Date());
  const credentialsOf = (provider: IntegrationProviderId) =>
    credentials.get(provider) ?? defaultFakeCredentials(provider);

  const server = await startFakeHttpServer(
    async (req) => {
      try {
        const [, first = '', ...rest] = req.path.split('/');
        if (first === 'oauth') return oauthReply(rest, req);
        const control = first === '__control' && req.method === 'POST' ? options.controls?.[rest[0] ?? ''] : undefined;
        if (control) return await control(req.query);
        const module = modules.get(first);
        if (!module) return { status: 404, body: { message: `No fake provider at /${first}` } };
        const provider = module.provider;
        options.beforeRequest?.(provider);
        const path = `/${rest.join('/')}`;
        const request: FakeRequest = {
          method: req.method,
          path,
          query: req.query,
          headers: req.headers,
          body: req.body,
          baseUrl: `${origin}/${provider}`,
          params: {},
        };
        const accepted = credentialsOf(provider);
        const refusal = module.authenticate(request, accepted);
        if (refusal) return refusal;
        for (const route of module.routes) {
          if (route.method !== request.method) continue;
          const params = matchPath(route.path, path);
          if (!params) continue;
          const ctx: FakeContext = {
            data: world.data(provider),
            credentials: accepted,
            now,
            pageSize: (requested, fallback, max) => {
              const asked = Number(requested);
              const size = Number.isInteger(asked) && asked > 0 ? Math.min(asked, max) : fallback;
              return Math.min(size, options.maxPageSize ?? size);
            },
          };
          return route.handle({ ...request, params }, ctx);
        }
        return module.error(404, `Unknown path ${request.method} ${path}`);
      } catch (error) {
        return { status: 500, body: { message: `Fake provider failed: ${(error as Error).message}` } };
      }
    },
    { port: options.port, host: options.host },
  );
  const origin = server.origin;

  /** The provider fake a request is for (the first segment of its path), if it is for one. */
  const providerOf = (path: string) => modules.get(path.split('/')[1] ?? '');

  /**
   * The provider's authorization server: consents at once, and issues tokens the provider's fake then accepts. The
   * app authenticates with `FAKE_OAUTH_CLIENT` over HTTP Basic or in the body (form, or JSON as Square's takes it).
   * Extras as the real ones send them: Salesforce's `instance_url`, Zoho's `api_domain`, QuickBooks' `realmId`.
   */
  function oauthReply(segments: string[], req: FakeHttpRequest): FakeReply {
    const [provider, step] = segments as [IntegrationProviderId, string];
    if (step === 'authorize') {
      const code = `code-${randomBytes(8).toString('hex')}`;
      oauth.codes.set(code, provider);
      const back = new URL(req.query.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', req.query.get('state') ?? '');
      if (provider === 'quickbooks') back.searchParams.set('realmId', FAKE_QUICKBOOKS_REALM);
      return { status: 302, headers: { location: back.toString() } };
    }
    if (step !== 'token' || req.method !== 'POST') return { status: 404, body: { error: 'not_found' } };
    const form = req.body ?? {};
    oauth.tokenRequests.push({ provider, headers: req.headers, body: form });
    const basic = basicCredentials(req);
    const client = basic ?? { username: form.client_id, password: form.client_secret };
    if (client.username !== FAKE_OAUTH_CLIENT.clientId || client.password !== FAKE_OAUTH_CLIENT.clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
    }
    const granted =
      (form.grant_type === 'authorization_code' && oauth.codes.get(form.code) === provider) ||
      (form.grant_type === 'refresh_token' && oauth.refreshTokens.get(provider) === form.refresh_token);
    if (!granted) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'The grant is invalid or expired' } };
    }
    if (form.grant_type === 'authorization_code') oauth.codes.delete(form.code);
    const accessToken = `access-${randomBytes(8).toString('hex')}`;
    const refreshToken = `refresh-${randomBytes(8).toString('hex')}`;
    credentials.set(provider, { ...credentialsOf(provider), apiKey: accessToken });
    oauth.refreshTokens.set(provider, refreshToken);
    return {
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: refreshToken,
        scope: 'fake.read',
        ...(provider === 'salesforce' ? { instance_url: `${origin}/salesforce` } : {}),
        ...(provider === 'zoho' ? { api_domain: `${origin}/zoho` } : {}),
      },
    };
  }

  return {
    origin,
    world,
    url: (provider) => `${origin}/${provider}`,
    credentials: credentialsOf,
    setCredentials: (provider, value) => credentials.set(provider, value),
    failNext: (provider, failure, times = 1) =>
      server.failNext(
        {
          when: (req) => providerOf(req.path)?.provider === provider,
          reply: () => {
            const reply = modules
              .get(provider)!
              .error(failure.status, failure.message ?? `Scripted failure ${failure.status}`);
            return { ...reply, status: failure.status, headers: { ...reply.headers, ...failure.headers } };
          },
        },
        times,
      ),
    // A view of what the kit recorded (scripted failures included): the requests to the providers' APIs.
    get requests() {
      return server.requests.flatMap((req): RecordedProviderRequest[] => {
        const module = providerOf(req.path);
        if (!module) return [];
        const path = `/${req.path.split('/').slice(2).join('/')}`;
        const { method, search: query, headers, body } = req;
        return [{ provider: module.provider, method, path, query, headers, body }];
      });
    },
    oauth,
    stop: server.stop,
  };
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i]!);
    else if (segment !== got[i]) return undefined;
  }
  return params;
}
