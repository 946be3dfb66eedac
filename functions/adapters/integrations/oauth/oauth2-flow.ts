import { createHash, randomBytes } from 'node:crypto';
import * as z from '@shared/zod';
import { ConnectorError } from '../kit/connector-error';
import { createProviderHttp, type HttpTransport } from '../kit/provider-http';
import type { OAuthProviderConfig } from './oauth-provider-config';

/**
 * The OAuth2 authorization-code flow (RFC 6749 §4.1, with PKCE where the provider supports it) and the refresh
 * grant, the same code for every provider; each provider's endpoints and quirks come from its
 * `OAuthProviderConfig`. Binding `state` to the signed-in session is the caller's job (the HTTP layer).
 */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  /** ISO 8601, when the provider said how long the token lives. */
  expiresAt?: string;
  scope?: string;
  /** Connection details the provider sent with the token (an instance URL, a company id). */
  apiUrl?: string;
  accountId?: string;
}

export interface PkcePair {
  verifier: string;
  challenge: string;
}

/** A PKCE verifier (43 chars of base64url from 32 random bytes) and its S256 challenge. */
export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationUrl(
  config: OAuthProviderConfig,
  request: { clientId: string; redirectUri: string; state: string; codeChallenge?: string },
): string {
  const url = new URL(config.authorizeUrl);
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set('client_id', request.clientId);
  params.set('redirect_uri', request.redirectUri);
  params.set('scope', config.scopes.join(config.scopeSeparator ?? ' '));
  params.set('state', request.state);
  if (config.pkce && request.codeChallenge) {
    params.set('code_challenge', request.codeChallenge);
    params.set('code_challenge_method', 'S256');
  }
  for (const [key, value] of Object.entries(config.authorizeParams ?? {})) params.set(key, value);
  return url.toString();
}

const tokenAnswerSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.optional(z.coerce.number().check(z.positive())),
  scope: z.optional(z.string()),
});

/** Exchanges the callback's `code` for tokens. */
export async function exchangeCode(
  providerName: string,
  config: OAuthProviderConfig,
  client: OAuthClient,
  grant: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
    callbackQuery?: Readonly<Record<string, string | undefined>>;
  },
  transport: HttpTransport,
  now: Date,
): Promise<OAuthTokens> {
  const fields: Record<string, string> = {
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
  };
  if (config.pkce && grant.codeVerifier) fields.code_verifier = grant.codeVerifier;
  return tokenRequest(providerName, config, client, fields, transport, now, grant.callbackQuery ?? {});
}

/** A new access token from a refresh token; a provider that rotates refresh tokens sends a new one too. */
export async function refreshTokens(
  providerName: string,
  config: OAuthProviderConfig,
  client: OAuthClient,
  refreshToken: string,
  transport: HttpTransport,
  now: Date,
): Promise<OAuthTokens> {
  const tokens = await tokenRequest(
    providerName,
    config,
    client,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    transport,
    now,
    {},
  );
  return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
}

async function tokenRequest(
  providerName: string,
  config: OAuthProviderConfig,
  client: OAuthClient,
  fields: Record<string, string>,
  transport: HttpTransport,
  now: Date,
  callbackQuery: Readonly<Record<string, string | undefined>>,
): Promise<OAuthTokens> {
  const url = new URL(config.tokenUrl);
  const body =
    config.clientAuth === 'body'
      ? { ...fields, client_id: client.clientId, client_secret: client.clientSecret }
      : fields;
  const http = createProviderHttp({
    providerName,
    baseUrl: url.origin,
    credentials: { apiKey: client.clientId, apiSecret: client.clientSecret },
    auth: () =>
      config.clientAuth === 'basic'
        ? { type: 'basic', username: client.clientId, password: client.clientSecret }
        : { type: 'none' },
    // Slack's oauth.v2.access answers 200 with {ok: false, error} when the grant is refused.
    bodyError: (answer) => {
      const a = answer as { ok?: unknown; error?: unknown };
      return a.ok === false ? { kind: 'auth_rejected', reason: String(a.error ?? 'refused') } : undefined;
    },
    secrets: [fields.code, fields.refresh_token, fields.code_verifier],
    transport: { ...transport, refreshAccessToken: undefined },
  });
  try {
    const { data } = await http.request(url.pathname + url.search, {
      method: 'POST',
      ...(config.tokenRequestFormat === 'json' ? { json: body } : { form: body }),
      schema: tokenAnswerSchema,
      idempotent: false,
    });
    const details = config.connectionDetails?.(data, callbackQuery) ?? {};
    return {
      accessToken: data.access_token,
      ...(data.refresh_token ? { refreshToken: data.refresh_token } : {}),
      ...(data.expires_in ? { expiresAt: new Date(now.getTime() + data.expires_in * 1000).toISOString() } : {}),
      ...(data.scope ? { scope: data.scope } : {}),
      ...details,
    };
  } catch (error) {
    // RFC 6749 §5.2: a refused grant (revoked refresh token, reused code) is a 400 `invalid_grant`; the user has to
    // connect again, which is what `auth_rejected` tells them.
    // RFC 6749 §5.2: a refused grant (revoked refresh token, reused code) is a 400 `invalid_grant`; the user has to
    // connect again, which is what `auth_rejected` tells them.
    if (error instanceof ConnectorError && error.kind === 'provider_error' && error.status === 400) {
      throw new ConnectorError('auth_rejected', error.message, 400);
    }
    throw error;
  }
}
