import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { Connector } from './connector';
import { asanaConnector } from './providers/asana';
import { googleCalendarConnector } from './providers/google-calendar';
import { googleSheetsConnector } from './providers/google-sheets';
import { hubspotConnector } from './providers/hubspot';
import { notionConnector } from './providers/notion';
import { paypalConnector } from './providers/paypal';
import { pipedriveConnector } from './providers/pipedrive';
import { quickbooksConnector } from './providers/quickbooks';
import { salesforceConnector } from './providers/salesforce';
import { shopifyConnector } from './providers/shopify';
import { squareConnector } from './providers/square';
import { stripeDataConnector } from './providers/stripe-data';
import { trelloConnector } from './providers/trello';
import { woocommerceConnector } from './providers/woocommerce';
import { xeroConnector } from './providers/xero';
import { zohoConnector } from './providers/zoho';

/** THE table of connectors: one line per provider of the catalogue (a test checks both directions). */
export const connectors: Partial<Record<IntegrationProviderId, Connector>> = {
  hubspot: hubspotConnector,
  stripe_data: stripeDataConnector,
  shopify: shopifyConnector,
  woocommerce: woocommerceConnector,
  pipedrive: pipedriveConnector,
  salesforce: salesforceConnector,
  zoho: zohoConnector,
  quickbooks: quickbooksConnector,
  xero: xeroConnector,
  square: squareConnector,
  paypal: paypalConnector,
  google_calendar: googleCalendarConnector,
  google_sheets: googleSheetsConnector,
  notion: notionConnector,
  asana: asanaConnector,
  trello: trelloConnector,
};
