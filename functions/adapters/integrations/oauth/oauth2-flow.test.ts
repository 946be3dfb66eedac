import { type IntegrationProviderId, integrationProvider } from '@shared/catalog/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderModules } from '../../../../scripts/local/sandbox/providers/fake-provider-modules';
import {
  FAKE_OAUTH_CLIENT,
  type FakeProviders,
  startFakeProviders,
} from '../../../../scripts/local/sandbox/providers/fake-provider-server';
import { FAKE_QUICKBOOKS_REALM } from '../../../../scripts/local/sandbox/providers/quickbooks';
import { connectorFor } from '../connectors';
import { ConnectorError } from '../kit/connector-error';
import type { OAuthProviderConfig } from './oauth-provider-config';
import { authorizationUrl, createPkcePair, exchangeCode, refreshTokens } from './oauth2-flow';

let fake: FakeProviders;
const now = new Date('2026-03-02T12:00:00.000Z');
const redirectUri = 'https://app.example/api/integrations/oauth/callback';

beforeAll(async () => {
  fake = await startFakeProviders({ modules: Object.values(fakeProviderModules) });
});
afterAll(() => fake.stop());

/** The provider's real OAuth conventions, with its endpoints pointed at the fake authorization server. */
function configOf(provider: IntegrationProviderId): OAuthProviderConfig {
  return {
    ...connectorFor(provider).oauth!,
    authorizeUrl: `${fake.origin}/oauth/${provider}/authorize`,
    tokenUrl: `${fake.origin}/oauth/${provider}/token`,
  };
}

/** Follows the authorization URL as a browser would, to the app's callback; answers the callback's query. */
async function consent(url: string): Promise<URLSearchParams> {
  const answer = await fetch(url, { redirect: 'manual' });
  return new URL(answer.headers.get('location')!).searchParams;
}

async function connect(provider: IntegrationProviderId) {
  const config = configOf(provider);
  const pkce = createPkcePair();
  const url = authorizationUrl(config, {
    clientId: FAKE_OAUTH_CLIENT.clientId,
    redirectUri,
    state: 'st4te',
    codeChallenge: pkce.challenge,
  });
  const callback = await consent(url);
  expect(callback.get('state')).toBe('st4te');
  return exchangeCode(
    integrationProvider(provider).name,
    config,
    FAKE_OAUTH_CLIENT,
    {
      code: callback.get('code')!,
      redirectUri,
      codeVerifier: pkce.verifier,
      callbackQuery: Object.fromEntries(callback),
    },
    {},
    now,
  );
}

describe('OAuth2 authorization-code flow', () => {
  it("builds each provider's documented authorization URL", () => {
    const google = new URL(
      authorizationUrl(connectorFor('google_calendar').oauth!, {
        clientId: 'cid',
        redirectUri,
        state: 's',
        codeChallenge: 'c',
      }),
    );
    expect(google.origin + google.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: redirectUri,
      scope: 'https://www.googleapis.com/auth/calendar.readonly',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    const slack = new URL(
      authorizationUrl(connectorFor('slack').oauth!, { clientId: 'cid', redirectUri, state: 's', codeChallenge: 'c' }),
    );
    // chat:write lets an automation's 'post to Slack' step post in the channels the app reads.
    expect(slack.searchParams.get('scope')).toBe('channels:read,channels:history,chat:write');
    expect(slack.searchParams.has('code_challenge')).toBe(false);
  });

  it('exchanges the code for tokens the provider then accepts, with the connection details it sends', async () => {
    const salesforce = await connect('salesforce');
    expect(salesforce).toMatchObject({ apiUrl: `${fake.origin}/salesforce`, expiresAt: '2026-03-02T13:00:00.000Z' });
    const check = await connectorFor('salesforce').test({
      apiUrl: salesforce.apiUrl!,
      credentials: { apiKey: salesforce.accessToken },
      transport: {},
      now,
    });
    expect(check.message).toContain('Connected to Salesforce');

    const quickbooks = await connect('quickbooks');
    expect(quickbooks.accountId).toBe(FAKE_QUICKBOOKS_REALM);
    const zoho = await connect('zoho');
    expect(zoho.apiUrl).toBe(`${fake.origin}/zoho`);
  });

  it('authenticates the app the way each provider wants: Basic, form fields, or JSON (Square)', async () => {
    await connect('xero');
    await connect('square');
    const last = (provider: IntegrationProviderId) =>
      fake.oauth.tokenRequests.filter((r) => r.provider === provider).at(-1)!;
    expect(last('xero').headers.authorization).toMatch(/^Basic /);
    expect(last('xero').body).not.toHaveProperty('client_secret');
    expect(last('xero').body.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(last('square').headers['content-type']).toBe('application/json');
    expect(last('square').body).toMatchObject({
      client_id: FAKE_OAUTH_CLIENT.clientId,
      grant_type: 'authorization_code',
    });
    await expect(
      exchangeCode(
        'Xero',
        configOf('xero'),
        { ...FAKE_OAUTH_CLIENT, clientSecret: 'wrong' },
        { code: 'x', redirectUri },
        {},
        now,
      ),
    ).rejects.toMatchObject({
      kind: 'auth_rejected',
      message: 'Xero rejected the credentials: Client authentication failed',
    });
  });

  it('refreshes an access token, and says the user must reconnect when the refresh token is refused', async () => {
    const first = await connect('google_calendar');
    const refreshed = await refreshTokens(
      'Google Calendar',
      configOf('google_calendar'),
      FAKE_OAUTH_CLIENT,
      first.refreshToken!,
      {},
      now,
    );
    expect(refreshed.accessToken).not.toBe(first.accessToken);
    const error = await refreshTokens(
      'Google Calendar',
      configOf('google_calendar'),
      FAKE_OAUTH_CLIENT,
      first.refreshToken!,
      {},
      now,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error.kind).toBe('auth_rejected');
    expect(error.message).not.toContain(first.refreshToken);
  });

  it('lets a connector recover from an expired access token by refreshing once', async () => {
    const tokens = await connect('google_calendar');
    let refreshToken = tokens.refreshToken!;
    const ctx = {
      apiUrl: fake.url('google_calendar'),
      credentials: { apiKey: 'expired-access-token' },
      transport: {
        refreshAccessToken: async () => {
          const next = await refreshTokens(
            'Google Calendar',
            configOf('google_calendar'),
            FAKE_OAUTH_CLIENT,
            refreshToken,
            {},
            now,
          );
          refreshToken = next.refreshToken!;
          return next.accessToken;
        },
      },
      now,
    };
    await expect(connectorFor('google_calendar').test(ctx)).resolves.toMatchObject({
      message: 'Connected to Google Calendar "Copperleaf Cafe"',
    });
  });
});
