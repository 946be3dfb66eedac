import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { OAuthProviderConfig } from '../../adapters/integrations/oauth/oauth-provider-config';
import { config } from '../../platform/config';

/**
 * A connector's OAuth endpoints (`connector.oauth`); `INTEGRATION_OAUTH_BASE_URL` points them all at a stand-in
 * (tests). Given the connector's config rather than reading the connector table, so opening a connection for an
 * automation action does not bring every connector in.
 */
export function withOAuthBase(
  provider: IntegrationProviderId,
  oauth: OAuthProviderConfig | undefined,
): OAuthProviderConfig | undefined {
  const base = config().INTEGRATION_OAUTH_BASE_URL?.replace(/\/+$/, '');
  if (!oauth || !base) return oauth;
  return { ...oauth, authorizeUrl: `${base}/${provider}/authorize`, tokenUrl: `${base}/${provider}/token` };
}
