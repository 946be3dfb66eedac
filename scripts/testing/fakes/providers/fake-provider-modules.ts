import type { IntegrationProviderId } from '../../../../shared/catalog/integrations';
import { asanaFake } from './asana';
import type { FakeProviderModule } from './fake-provider';
import { googleCalendarFake } from './google-calendar';
import { googleSheetsFake } from './google-sheets';
import { hubspotFake } from './hubspot';
import { notionFake } from './notion';
import { paypalFake } from './paypal';
import { pipedriveFake } from './pipedrive';
import { quickbooksFake } from './quickbooks';
import { salesforceFake } from './salesforce';
import { shopifyFake } from './shopify';
import { squareFake } from './square';
import { stripeDataFake } from './stripe-data';
import { trelloFake } from './trello';
import { woocommerceFake } from './woocommerce';
import { xeroFake } from './xero';
import { zohoFake } from './zoho';

/** Every provider fake, by provider: the connector tests and the local sandbox serve these. */
export const fakeProviderModules: Partial<Record<IntegrationProviderId, FakeProviderModule>> = {
  hubspot: hubspotFake,
  stripe_data: stripeDataFake,
  shopify: shopifyFake,
  woocommerce: woocommerceFake,
  pipedrive: pipedriveFake,
  salesforce: salesforceFake,
  zoho: zohoFake,
  quickbooks: quickbooksFake,
  xero: xeroFake,
  square: squareFake,
  paypal: paypalFake,
  google_calendar: googleCalendarFake,
  google_sheets: googleSheetsFake,
  notion: notionFake,
  asana: asanaFake,
  trello: trelloFake,
};
