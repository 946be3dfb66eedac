import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { Connector } from './connector';
import { asanaConnector } from './providers/asana';
import { googleCalendarConnector } from './providers/google-calendar';
import { googleSheetsConnector } from './providers/google-sheets';
import { hubspotConnector } from './providers/hubspot';
import { mailchimpConnector } from './providers/mailchimp';
import { microsoftTeamsConnector } from './providers/microsoft-teams';
import { notionConnector } from './providers/notion';
import { paypalConnector } from './providers/paypal';
import { pipedriveConnector } from './providers/pipedrive';
import { quickbooksConnector } from './providers/quickbooks';
import { salesforceConnector } from './providers/salesforce';
import { shopifyConnector } from './providers/shopify';
import { slackConnector } from './providers/slack';
import { squareConnector } from './providers/square';
import { stripeDataConnector } from './providers/stripe-data';
import { trelloConnector } from './providers/trello';
import { woocommerceConnector } from './providers/woocommerce';
import { xeroConnector } from './providers/xero';
import { zohoConnector } from './providers/zoho';

/**
 * THE table of connectors: one line per provider of the catalogue. The type makes a missing or unknown provider a
 * compile error, and `connectors.test.ts` checks the same at run time, with each connector's own provider id.
 */
export const connectors: Record<IntegrationProviderId, Connector> = {
  salesforce: salesforceConnector,
  hubspot: hubspotConnector,
  pipedrive: pipedriveConnector,
  zoho: zohoConnector,
  quickbooks: quickbooksConnector,
  xero: xeroConnector,
  square: squareConnector,
  shopify: shopifyConnector,
  woocommerce: woocommerceConnector,
  stripe_data: stripeDataConnector,
  paypal: paypalConnector,
  google_calendar: googleCalendarConnector,
  google_sheets: googleSheetsConnector,
  notion: notionConnector,
  asana: asanaConnector,
  trello: trelloConnector,
  slack: slackConnector,
  mailchimp: mailchimpConnector,
  microsoft_teams: microsoftTeamsConnector,
};

export function connectorFor(provider: IntegrationProviderId): Connector {
  return connectors[provider];
}
