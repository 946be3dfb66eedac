import type { IntegrationProviderId } from '../../../../shared/catalog/integrations';
import type { FakeProviderModule } from './fake-provider';
import { hubspotFake } from './hubspot';
import { shopifyFake } from './shopify';
import { stripeDataFake } from './stripe-data';
import { woocommerceFake } from './woocommerce';

/** Every provider fake, by provider: the connector tests and the local sandbox serve these. */
export const fakeProviderModules: Partial<Record<IntegrationProviderId, FakeProviderModule>> = {
  hubspot: hubspotFake,
  stripe_data: stripeDataFake,
  shopify: shopifyFake,
  woocommerce: woocommerceFake,
};
