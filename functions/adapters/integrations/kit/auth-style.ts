/** A connection's secrets, as the provider's auth style reads them. */
export interface Credentials {
  apiKey?: string;
  apiSecret?: string;
}

/**
 * The ways the 19 providers take credentials: `Authorization: Bearer` (most), a named header (Shopify's
 * `X-Shopify-Access-Token`, Pipedrive's `x-api-token`, Zoho's `Zoho-oauthtoken` scheme), HTTP Basic (WooCommerce's
 * consumer key and secret, Mailchimp, PayPal's token endpoint) or query parameters (Trello's `key` and `token`).
 */
export type AuthStyle =
  | { type: 'bearer'; token: string }
  | { type: 'header'; name: string; value: string }
  | { type: 'basic'; username: string; password: string }
  | { type: 'query'; params: Readonly<Record<string, string>> }
  | { type: 'none' };

/** The style most providers take: the connection's API key or OAuth access token as `Authorization: Bearer`. */
export const bearerApiKey = (credentials: Credentials): AuthStyle => ({
  type: 'bearer',
  token: credentials.apiKey ?? '',
});

/** The connection's API key or access token in a header of the provider's own, after its scheme if it has one. */
export const apiKeyHeader =
  (name: string, scheme?: string) =>
  (credentials: Credentials): AuthStyle => ({
    type: 'header',
    name,
    value: scheme ? `${scheme} ${credentials.apiKey ?? ''}` : (credentials.apiKey ?? ''),
  });

export function applyAuth(style: AuthStyle, url: URL, headers: Record<string, string>): void {
  switch (style.type) {
    case 'bearer':
      headers.authorization = `Bearer ${style.token}`;
      return;
    case 'header':
      headers[style.name.toLowerCase()] = style.value;
      return;
    case 'basic':
      headers.authorization = `Basic ${Buffer.from(`${style.username}:${style.password}`).toString('base64')}`;
      return;
    case 'query':
      for (const [name, value] of Object.entries(style.params)) url.searchParams.set(name, value);
      return;
    case 'none':
      return;
  }
}

/** Every value in the style that must never appear in a message or log line. */
export function authSecrets(style: AuthStyle): string[] {
  switch (style.type) {
    case 'bearer':
      return [style.token];
    case 'header':
      return [style.value, style.value.replace(/^\S+\s+/, '')];
    case 'basic':
      return [style.username, style.password, `${style.username}:${style.password}`];
    case 'query':
      return Object.values(style.params);
    case 'none':
      return [];
  }
}
