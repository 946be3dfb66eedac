import { describe, expect, it } from 'vitest';
import { createIntegrationInputSchema } from './integration';

const problems = (input: unknown) => {
  const result = createIntegrationInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('connect request', () => {
  it('accepts what each provider asks for, trimming and dropping empty fields', () => {
    expect(
      createIntegrationInputSchema.parse({
        provider: 'stripe_data',
        authType: 'api_key',
        apiKey: ' rk_live_1 ',
        apiUrl: '',
      }),
    ).toEqual({
      provider: 'stripe_data',
      authType: 'api_key',
      apiKey: 'rk_live_1',
    });
    expect(
      problems({ provider: 'shopify', authType: 'api_key', apiKey: 'shpat_1', apiUrl: 'https://acme.myshopify.com' }),
    ).toEqual([]);
  });

  it('refuses a provider outside the catalogue, and an auth type the provider does not use', () => {
    expect(problems({ provider: 'myspace', authType: 'api_key', apiKey: 'k' })).toEqual([
      'provider: Unknown provider "myspace"',
    ]);
    expect(
      problems({ provider: 'salesforce', authType: 'api_key', apiKey: 't', apiUrl: 'https://x.my.salesforce.com' }),
    ).toEqual(['authType: Salesforce connects with OAuth, not an API key']);
  });

  it("asks for each provider's required fields by their labels (§5)", () => {
    expect(problems({ provider: 'stripe_data', authType: 'api_key' })).toEqual([
      'apiKey: Secret or restricted key is required',
    ]);
    expect(problems({ provider: 'shopify', authType: 'api_key', apiKey: 'shpat_1' })).toEqual([
      'apiUrl: Store URL is required',
    ]);
    expect(problems({ provider: 'quickbooks', authType: 'oauth2', apiKey: 'token' })).toEqual([
      'accountId: Company ID is required',
    ]);
  });

  it("takes HubSpot's Private App Token in the secret field or the key field", () => {
    expect(problems({ provider: 'hubspot', authType: 'api_key', apiSecret: 'pat-na1-x' })).toEqual([]);
    expect(problems({ provider: 'hubspot', authType: 'api_key', apiKey: 'pat-na1-x' })).toEqual([]);
    expect(problems({ provider: 'hubspot', authType: 'api_key' })).toEqual([
      'apiSecret: Private App Token is required',
    ]);
  });

  it('refuses an API URL that is not a web address, and needs no key for the sandbox', () => {
    expect(
      problems({ provider: 'stripe_data', authType: 'api_key', apiKey: 'k', apiUrl: 'file:///etc/passwd' }),
    ).toEqual(['apiUrl: API URL must be a web address such as https://…']);
    expect(problems({ provider: 'shopify', authType: 'api_key', sandbox: true })).toEqual([]);
  });
});
