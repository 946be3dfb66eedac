import type { IntegrationProviderId } from '../../../../shared/catalog/integrations';
import type { FakeProviderModule } from './fake-provider';
import { hubspotFake } from './hubspot';

/** Every provider fake, by provider: the connector tests and the local sandbox serve these. */
export const fakeProviderModules: Partial<Record<IntegrationProviderId, FakeProviderModule>> = {
  hubspot: hubspotFake,
};
