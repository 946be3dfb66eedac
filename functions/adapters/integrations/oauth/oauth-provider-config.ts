/**
 * A provider's documented OAuth2 authorization-code endpoints and conventions. Each connector module that has an
 * OAuth flow carries one; the flow itself (`oauth2-flow.ts`) is the same code for all of them. The operator turns a
 * provider's flow on by configuring `<PROVIDER>_CLIENT_ID` and `<PROVIDER>_CLIENT_SECRET`.
 */
export interface OAuthProviderConfig {
  authorizeUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
  /** Most providers separate scopes with a space; Slack and Zoho with a comma. */
  scopeSeparator?: ' ' | ',';
  /** Extra query parameters of the authorization URL (Google's `access_type=offline` for a refresh token). */
  authorizeParams?: Readonly<Record<string, string>>;
  /** How the app authenticates at the token endpoint: HTTP Basic (RFC 6749 §2.3.1's preference) or form fields. */
  clientAuth: 'basic' | 'body';
  /** Square's token endpoint takes JSON; everyone else a form. */
  tokenRequestFormat?: 'form' | 'json';
  /** Send a PKCE S256 challenge (RFC 7636) where the provider supports it. */
  pkce?: boolean;
  /**
   * What the token answer or the callback's query tell about the connection: Salesforce's `instance_url` and Zoho's
   * `api_domain` are the API base, QuickBooks' `realmId` is the company.
   */
  connectionDetails?: (
    tokenAnswer: Readonly<Record<string, unknown>>,
    callbackQuery: Readonly<Record<string, string | undefined>>,
  ) => { apiUrl?: string; accountId?: string };
}
