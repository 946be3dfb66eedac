import { randomBytes } from 'node:crypto';
import { type IntegrationProviderId, integrationProvider } from '@shared/catalog/integrations';
import { connectorFor } from '../../adapters/integrations/connectors';
import { ConnectorError } from '../../adapters/integrations/kit/connector-error';
import { authorizationUrl, createPkcePair, exchangeCode } from '../../adapters/integrations/oauth/oauth2-flow';
import { integrationOAuthStateEntity } from '../../data/integrations/integration-oauth-states';
import { config } from '../../platform/config';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { AppError, ValidationFailed } from '../../platform/errors';
import { oauthClientFor } from './integration-oauth-clients';
import { withOAuthBase } from './integration-oauth-config';
import { assertPlanConnects, saveConnection } from './integrations';

/**
 * Connecting by OAuth2 (authorization code, PKCE where the provider supports it). The start stores the state with
 * the PKCE verifier in the signed-in user's workspace (10 minutes, used once) and sends the browser to the
 * provider; the callback — in the same session — finds the state there, exchanges the code and saves the connection
 * with its tokens sealed. Either way the browser ends on /integrations, which says what happened.
 */
const STATE_LIFETIME_SECONDS = 600;
const CALLBACK_PATH = '/api/integrations/oauth/callback';

const oauthConfigFor = (provider: IntegrationProviderId) => withOAuthBase(provider, connectorFor(provider).oauth);

const redirectUri = () => `${config().APP_ORIGIN ?? ''}${CALLBACK_PATH}`;

export async function startOAuth(
  workspaceId: string,
  userId: string,
  provider: IntegrationProviderId,
  options: { name?: string; accountId?: string },
  now = new Date(),
): Promise<string> {
  // Refused before the provider's sign-in, not after the person has granted access there.
  await assertPlanConnects(workspaceId, provider);
  const oauth = oauthConfigFor(provider);
  const client = await oauthClientFor(provider);
  if (!oauth || !client) {
    throw new ValidationFailed(
      `Validation error: OAuth is not set up for ${integrationProvider(provider).name} here; paste an access token instead`,
    );
  }
  const state = randomBytes(24).toString('base64url');
  const pkce = createPkcePair();
  await integrationOAuthStateEntity.create(
    {
      workspaceId,
      state,
      provider,
      userId,
      codeVerifier: pkce.verifier,
      name: options.name ?? null,
      accountId: options.accountId ?? null,
      createdAt: now.toISOString(),
    },
    { expiresAt: nowEpochSeconds(now) + STATE_LIFETIME_SECONDS },
  );
  return authorizationUrl(oauth, {
    clientId: client.clientId,
    redirectUri: redirectUri(),
    state,
    codeChallenge: pkce.challenge,
  });
}

/** Where the callback sends the browser: /integrations, with what happened in the query. */
export async function finishOAuth(
  workspaceId: string,
  query: { state: string; code?: string; error?: string; error_description?: string; [key: string]: unknown },
  now = new Date(),
): Promise<string> {
  const pending = await integrationOAuthStateEntity.get({ workspaceId, state: query.state }, { consistent: true });
  if (!pending || !(await integrationOAuthStateEntity.delete({ workspaceId, state: query.state }))) {
    return backTo({ oauthError: 'The sign-in with the provider expired or was already used; start again' });
  }
  const name = integrationProvider(pending.provider).name;
  if (query.error || !query.code) {
    return backTo({
      oauthError: `${name} did not grant access: ${query.error_description ?? query.error ?? 'no code'}`,
    });
  }
  const oauth = oauthConfigFor(pending.provider);
  const client = await oauthClientFor(pending.provider);
  if (!oauth || !client) return backTo({ oauthError: `OAuth is not set up for ${name} here` });
  const callbackQuery = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  try {
    const tokens = await exchangeCode(
      name,
      oauth,
      client,
      { code: query.code, redirectUri: redirectUri(), codeVerifier: pending.codeVerifier, callbackQuery },
      {},
      now,
    );
    await saveConnection(
      workspaceId,
      {
        provider: pending.provider,
        name: pending.name ?? undefined,
        apiUrl: tokens.apiUrl,
        accountId: tokens.accountId ?? pending.accountId ?? undefined,
        secrets: {
          apiKey: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          accessTokenExpiresAt: tokens.expiresAt,
        },
        sandbox: false,
      },
      now,
    );
    return backTo({ connected: pending.provider });
  } catch (error) {
    // The provider refused, or the connection cannot be saved (already connected, a private address): say so.
    if (error instanceof ConnectorError || error instanceof AppError) return backTo({ oauthError: error.message });
    throw error;
  }
}

function backTo(query: Record<string, string>): string {
  return `/integrations?${new URLSearchParams(query)}`;
}
