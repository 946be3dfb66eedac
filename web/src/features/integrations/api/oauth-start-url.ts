import { pathTo, type RouteDefinition } from '@shared/api/route-contract';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import { queryString, routeEntry } from '../../../lib/api-route';

const urlOf = pathTo as (route: RouteDefinition, params: Readonly<Record<string, string>>) => string;

/** Where 'Sign in with …' sends the browser: the API's OAuth start, with what the dialog filled in. */
export function oauthStartUrl(provider: IntegrationProviderId, name: string, accountId: string): string {
  const path = urlOf(routeEntry('startIntegrationOAuth'), { provider });
  return `${path}${queryString({ name: name.trim() || undefined, accountId: accountId.trim() || undefined })}`;
}
