import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { Connector } from './connector';
import { hubspotConnector } from './providers/hubspot';
import { microsoftTeamsConnector } from './providers/microsoft-teams';
import { pipedriveConnector } from './providers/pipedrive';
import { salesforceConnector } from './providers/salesforce';
import { slackConnector } from './providers/slack';
import { zohoConnector } from './providers/zoho';

/**
 * The connectors automation actions call: the CRMs (`update_crm`) and the chat apps (`post_slack`, `post_teams`). The
 * automation functions open their connections through this table, not `connectors.ts`, so they do not carry the
 * thirteen connectors only a sync calls. `connectors.test.ts` checks it holds exactly the connectors with a CRM writer
 * or a chat poster, the very objects of the full table.
 */
export const actionConnectors: Partial<Record<IntegrationProviderId, Connector>> = {
  hubspot: hubspotConnector,
  pipedrive: pipedriveConnector,
  salesforce: salesforceConnector,
  zoho: zohoConnector,
  slack: slackConnector,
  microsoft_teams: microsoftTeamsConnector,
};

export function actionConnectorFor(provider: IntegrationProviderId): Connector {
  const connector = actionConnectors[provider];
  if (!connector) throw new Error(`No automation action calls ${provider}: its connector is not in the action table`);
  return connector;
}
