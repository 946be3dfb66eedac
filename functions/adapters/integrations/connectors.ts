import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { Connector } from './connector';
import { hubspotConnector } from './providers/hubspot';

/** THE table of connectors: one line per provider of the catalogue (a test checks both directions). */
export const connectors: Partial<Record<IntegrationProviderId, Connector>> = {
  hubspot: hubspotConnector,
};
