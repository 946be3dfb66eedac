import type { IntegrationProviderId } from '../../../../shared/catalog/integrations';
import { asanaFake } from './asana';
import type { FakeProviderModule } from './fake-provider';
import { googleCalendarFake } from './google-calendar';
import { googleSheetsFake } from './google-sheets';
import { hubspotFake } from './hubspot';
import { mailchimpFake } from './mailchimp';
import { microsoftTeamsFake } from './microsoft-teams';
import { notionFake } from './notion';
import { paypalFake } from './paypal';
import { pipedriveFake } from './pipedrive';
import { quickbooksFake } from './quickbooks';
import { salesforceFake } from './salesforce';
import { shopifyFake } from './shopify';
import { slackFake } from './slack';
import { squareFake } from './square';
import { stripeDataFake } from './stripe-data';
import { trelloFake } from './trello';
import { woocommerceFake } from './woocommerce';
import { xeroFake } from './xero';
import { zohoFake } from './zoho';

/** Every provider fake, by provider: the connector tests and the local sandbox serve these. */
export const fakeProviderModules: Record<IntegrationProviderId, FakeProviderModule> = {
  salesforce: salesforceFake,
  hubspot: hubspotFake,
  pipedrive: pipedriveFake,
  zoho: zohoFake,
  quickbooks: quickbooksFake,
  xero: xeroFake,
  square: squareFake,
  shopify: shopifyFake,
  woocommerce: woocommerceFake,
  stripe_data: stripeDataFake,
  paypal: paypalFake,
  google_calendar: googleCalendarFake,
  google_sheets: googleSheetsFake,
  notion: notionFake,
  asana: asanaFake,
  trello: trelloFake,
  slack: slackFake,
  mailchimp: mailchimpFake,
  microsoft_teams: microsoftTeamsFake,
};
