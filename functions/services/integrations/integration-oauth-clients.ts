import { type IntegrationProviderId, integrationProvider } from '@shared/catalog/integrations';
import type { OAuthClient } from '../../adapters/integrations/oauth/oauth2-flow';
import { readSecret } from '../../platform/secrets';

/**
 * The OAuth apps the operator registered with providers: `<PROVIDER>_CLIENT_ID` (e.g. `SALESFORCE_CLIENT_ID`) and
 * the secret `<PROVIDER>_CLIENT_SECRET` (or `…_SECRET_ARN` in AWS). A provider without both connects with a pasted
 * access token instead.
 */
const envName = (provider: IntegrationProviderId) => provider.toUpperCase();

export async function oauthClientFor(provider: IntegrationProviderId): Promise<OAuthClient | undefined> {
  // The catalogue, not the connector, says which providers grant by redirect: this module stays light enough for
  // the routes that only ask whether OAuth is available.
  if (integrationProvider(provider).oauthGrant !== 'authorization_code') return undefined;
  const clientId = process.env[`${envName(provider)}_CLIENT_ID`];
  if (!clientId) return undefined;
  const clientSecret = await readSecret(`${envName(provider)}_CLIENT_SECRET`);
  return clientSecret ? { clientId, clientSecret } : undefined;
}
