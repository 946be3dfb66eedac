import { describe, expect, it } from 'vitest';
import { apiKeyHeader, applyAuth, authSecrets } from './auth-style';

describe('apiKeyHeader', () => {
  it.each([
    [apiKeyHeader('x-api-token'), 'x-api-token', 'k3y'],
    [apiKeyHeader('Authorization', 'Zoho-oauthtoken'), 'authorization', 'Zoho-oauthtoken k3y'],
  ])('sends the key in the provider’s header, after its scheme if it has one (%#)', (auth, header, value) => {
    const headers: Record<string, string> = {};
    const style = auth({ apiKey: 'k3y' });
    applyAuth(style, new URL('https://api.example.com/'), headers);
    expect(headers).toEqual({ [header]: value });
    expect(authSecrets(style)).toContain('k3y');
  });
});
