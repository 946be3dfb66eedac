import { integrationProviderIds, integrationProviders } from '@shared/catalog/integrations';
import { describe, expect, it } from 'vitest';
import { fakeProviderModules } from '../../../scripts/local/sandbox/providers/fake-provider-modules';
import { actionConnectors } from './action-connectors';
import { connectors } from './connectors';

const crmProviders = ['salesforce', 'hubspot', 'pipedrive', 'zoho'];

describe('the connector table', () => {
  it('has exactly one connector per catalogue provider, each serving its own provider', () => {
    expect(Object.keys(connectors).sort()).toEqual([...integrationProviderIds].sort());
    for (const [provider, connector] of Object.entries(connectors)) expect(connector.provider).toBe(provider);
  });

  it('has a provider fake for every connector, so each one is tested against its documented API', () => {
    expect(Object.keys(fakeProviderModules).sort()).toEqual([...integrationProviderIds].sort());
    for (const [provider, fake] of Object.entries(fakeProviderModules)) expect(fake.provider).toBe(provider);
  });

  it('gives every CRM the update_crm action, and no other provider', () => {
    const withCrm = Object.values(connectors)
      .filter((c) => c.crm)
      .map((c) => c.provider);
    expect(withCrm.sort()).toEqual([...crmProviders].sort());
  });

  it('gives the automation actions exactly the connectors with a CRM writer or a chat poster, as the full table has them', () => {
    const withAction = Object.values(connectors).filter((c) => c.crm || c.chat);
    expect(Object.keys(actionConnectors).sort()).toEqual(withAction.map((c) => c.provider).sort());
    for (const connector of withAction) expect(actionConnectors[connector.provider]).toBe(connector);
  });

  it('has an authorization-code flow for every OAuth2 provider that grants by redirect, and for no other', () => {
    for (const provider of integrationProviders) {
      const redirects = provider.authType === 'oauth2' && provider.oauthGrant === 'authorization_code';
      expect(Boolean(connectors[provider.id].oauth), provider.id).toBe(redirects);
    }
  });
});
