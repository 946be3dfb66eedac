import { describe, expect, it } from 'vitest';
import { integrationDataTypeIds } from './integration-data-types';
import { integrationErrorHint, integrationErrorKinds } from './integration-sync-errors';
import {
  defaultApiUrlFor,
  integrationCategories,
  integrationProvider,
  integrationProviderIds,
  integrationProviders,
  providersInCategory,
} from './integrations';

describe('integration catalogue', () => {
  it("lists the spec's 19 providers under the spec's tabs with the spec's auth types", () => {
    const table = Object.fromEntries(
      integrationCategories.map((c) => [c.label, providersInCategory(c.id).map((p) => `${p.id}:${p.authType}`)]),
    );
    expect(table).toEqual({
      CRM: ['salesforce:oauth2', 'hubspot:api_key', 'pipedrive:api_key', 'zoho:oauth2'],
      Accounting: ['quickbooks:oauth2', 'xero:oauth2', 'square:oauth2'],
      'E-commerce': ['shopify:api_key', 'woocommerce:api_key', 'stripe_data:api_key', 'paypal:oauth2'],
      Productivity: [
        'google_calendar:oauth2',
        'google_sheets:oauth2',
        'notion:api_key',
        'asana:api_key',
        'trello:api_key',
      ],
      Communication: ['slack:oauth2', 'mailchimp:api_key', 'microsoft_teams:oauth2'],
    });
    expect(integrationProviders.map((p) => p.id)).toEqual([...integrationProviderIds]);
  });

  it('asks for a secret on every provider: api_key providers a key, oauth2 providers a token to paste', () => {
    for (const provider of integrationProviders) {
      const secret = provider.fields.filter((f) => (f.key === 'apiKey' || f.key === 'apiSecret') && f.required);
      expect(secret.length, provider.id).toBeGreaterThan(0);
    }
  });

  it('follows §5: shopify asks for a Store URL, hubspot for a Private App Token in the secret field', () => {
    expect(integrationProvider('shopify').fields).toContainEqual(
      expect.objectContaining({ key: 'apiUrl', label: 'Store URL', required: true }),
    );
    expect(integrationProvider('hubspot').fields).toEqual([
      expect.objectContaining({ key: 'apiSecret', label: 'Private App Token', required: true }),
    ]);
  });

  it('requires the URL exactly where a provider has no shared host', () => {
    for (const provider of integrationProviders) {
      const urlField = provider.fields.find((f) => f.key === 'apiUrl');
      expect(Boolean(urlField?.required), provider.id).toBe(provider.defaultApiUrl === null);
    }
  });

  it('gives every provider at least one data type the dashboard knows, and unique field keys', () => {
    for (const provider of integrationProviders) {
      expect(provider.dataTypes.length, provider.id).toBeGreaterThan(0);
      for (const type of provider.dataTypes) expect(integrationDataTypeIds).toContain(type);
      const keys = provider.fields.map((f) => f.key);
      expect(new Set(keys).size, provider.id).toBe(keys.length);
    }
  });

  it('builds a default API URL from the provider, and Mailchimp’s from the data centre in its key', () => {
    expect(defaultApiUrlFor('stripe_data', {})).toBe('https://api.stripe.com');
    expect(defaultApiUrlFor('mailchimp', { apiKey: '0123456789abcdef-us21' })).toBe('https://us21.api.mailchimp.com');
    expect(defaultApiUrlFor('mailchimp', { apiKey: 'no-data-centre!' })).toBeUndefined();
    expect(defaultApiUrlFor('shopify', { apiKey: 'shpat_x' })).toBeUndefined();
  });
});

describe('integration error hints', () => {
  it("tells the user what to do, in the issue's words for a rejected API key", () => {
    expect(integrationErrorHint('auth_rejected', 'api_key')).toBe('The API key was rejected: reconnect with a new key');
    for (const kind of integrationErrorKinds) {
      for (const authType of ['api_key', 'oauth2'] as const) expect(integrationErrorHint(kind, authType)).toMatch(/: /);
    }
  });
});
