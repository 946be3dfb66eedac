import type { IntegrationDataType } from './integration-data-types';

/**
 * THE integration catalogue (spec §3): the 19 providers, their category tab, auth type, what the connect dialog asks
 * for (spec §5), the API base URL a connection uses when none is given, and the data each one syncs. The web's
 * /integrations screen, the API's connect rules and the connectors (`functions/adapters/integrations/`) all read it;
 * a test fails if a provider here has no connector or a connector has no provider here.
 */
export const integrationCategories = [
  { id: 'crm', label: 'CRM' },
  { id: 'accounting', label: 'Accounting' },
  { id: 'ecommerce', label: 'E-commerce' },
  { id: 'productivity', label: 'Productivity' },
  { id: 'communication', label: 'Communication' },
] as const;
export type IntegrationCategory = (typeof integrationCategories)[number]['id'];

export const integrationAuthTypes = ['oauth2', 'api_key'] as const;
export type IntegrationAuthType = (typeof integrationAuthTypes)[number];

export const integrationProviderIds = [
  'salesforce',
  'hubspot',
  'pipedrive',
  'zoho',
  'quickbooks',
  'xero',
  'square',
  'shopify',
  'woocommerce',
  'stripe_data',
  'paypal',
  'google_calendar',
  'google_sheets',
  'notion',
  'asana',
  'trello',
  'slack',
  'mailchimp',
  'microsoft_teams',
] as const;
export type IntegrationProviderId = (typeof integrationProviderIds)[number];

/** The connection fields of `POST /api/integrations` a dialog can ask for (`accountId` is not secret). */
export type ConnectFieldKey = 'apiKey' | 'apiSecret' | 'apiUrl' | 'accountId';

export interface ConnectField {
  readonly key: ConnectFieldKey;
  readonly label: string;
  readonly placeholder?: string;
  /** One line under the field: where to find the value. */
  readonly help?: string;
  /** Required to connect; the dialog's Connect button stays disabled until it is filled. */
  readonly required: boolean;
}

/**
 * How an OAuth2 provider grants access. `authorization_code`: the user is sent to the provider to consent (when the
 * operator configured `<PROVIDER>_CLIENT_ID/_SECRET`; otherwise the dialog takes an access token). `client_credentials`:
 * the business's own app credentials are exchanged for a token by the server (PayPal's REST apps).
 */
export type OAuthGrant = 'authorization_code' | 'client_credentials';

export interface IntegrationProvider {
  readonly id: IntegrationProviderId;
  readonly name: string;
  readonly category: IntegrationCategory;
  readonly authType: IntegrationAuthType;
  readonly oauthGrant?: OAuthGrant;
  readonly description: string;
  /**
   * Scheme, host and optional path prefix of the API (the connector adds the version and path). `null` when every
   * account has its own host (a store, a CRM instance), so the dialog requires the URL. May contain `{dc}`, filled
   * from the API key (Mailchimp keys end in their data centre, e.g. `-us21`).
   */
  readonly defaultApiUrl: string | null;
  /** The fields the connect dialog shows when connecting with a key or a token (no OAuth redirect). */
  readonly fields: readonly ConnectField[];
  readonly dataTypes: readonly IntegrationDataType[];
  /** The provider's page for creating the key or app the fields ask for. */
  readonly docsUrl: string;
}

const accessToken = (help: string): ConnectField => ({
  key: 'apiKey',
  label: 'Access token',
  placeholder: 'Paste an OAuth access token',
  help,
  required: true,
});

const optionalApiUrl = (placeholder: string): ConnectField => ({
  key: 'apiUrl',
  label: 'API URL',
  placeholder,
  help: 'Leave empty for the default',
  required: false,
});

export const integrationProviders = [
  {
    id: 'salesforce',
    name: 'Salesforce',
    category: 'crm',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Leads and opportunities from Sales Cloud.',
    defaultApiUrl: null,
    fields: [
      accessToken('A token of a connected app with the "api" scope'),
      {
        key: 'apiUrl',
        label: 'Instance URL',
        placeholder: 'https://yourcompany.my.salesforce.com',
        help: "Your org's My Domain URL",
        required: true,
      },
    ],
    dataTypes: ['lead', 'deal'],
    docsUrl: 'https://help.salesforce.com/s/articleView?id=sf.connected_app_create.htm',
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    category: 'crm',
    authType: 'api_key',
    description: 'Contacts and deals from HubSpot CRM.',
    defaultApiUrl: 'https://api.hubapi.com',
    fields: [
      {
        key: 'apiSecret',
        label: 'Private App Token',
        placeholder: 'pat-na1-…',
        help: 'Settings → Integrations → Private Apps (scopes: crm.objects.contacts, crm.objects.deals)',
        required: true,
      },
    ],
    dataTypes: ['lead', 'deal'],
    docsUrl: 'https://developers.hubspot.com/docs/api/private-apps',
  },
  {
    id: 'pipedrive',
    name: 'Pipedrive',
    category: 'crm',
    authType: 'api_key',
    description: 'Persons and deals from your Pipedrive pipelines.',
    defaultApiUrl: 'https://api.pipedrive.com',
    fields: [
      {
        key: 'apiKey',
        label: 'API token',
        help: 'Personal preferences → API',
        required: true,
      },
      optionalApiUrl('https://yourcompany.pipedrive.com'),
    ],
    dataTypes: ['lead', 'deal'],
    docsUrl: 'https://pipedrive.readme.io/docs/how-to-find-the-api-token',
  },
  {
    id: 'zoho',
    name: 'Zoho CRM',
    category: 'crm',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Leads and deals from Zoho CRM.',
    defaultApiUrl: 'https://www.zohoapis.com',
    fields: [
      accessToken('A Self Client token with the ZohoCRM.modules.ALL scope'),
      optionalApiUrl('https://www.zohoapis.eu (your data centre)'),
    ],
    dataTypes: ['lead', 'deal'],
    docsUrl: 'https://www.zoho.com/crm/developer/docs/api/v6/oauth-overview.html',
  },
  {
    id: 'quickbooks',
    name: 'QuickBooks',
    category: 'accounting',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Invoices from QuickBooks Online.',
    defaultApiUrl: 'https://quickbooks.api.intuit.com',
    fields: [
      accessToken('A token with the com.intuit.quickbooks.accounting scope'),
      {
        key: 'accountId',
        label: 'Company ID',
        placeholder: '9130347596842384658',
        help: 'The realm ID: Settings → Additional info',
        required: true,
      },
    ],
    dataTypes: ['invoice'],
    docsUrl: 'https://developer.intuit.com/app/developer/qbo/docs/develop/authentication-and-authorization',
  },
  {
    id: 'xero',
    name: 'Xero',
    category: 'accounting',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Sales invoices from Xero.',
    defaultApiUrl: 'https://api.xero.com',
    fields: [accessToken('A token with the accounting.transactions.read scope')],
    dataTypes: ['invoice'],
    docsUrl: 'https://developer.xero.com/documentation/guides/oauth2/overview',
  },
  {
    id: 'square',
    name: 'Square',
    category: 'accounting',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Card and cash payments taken with Square.',
    defaultApiUrl: 'https://connect.squareup.com',
    fields: [accessToken('A personal access token from the Developer Dashboard, or an OAuth token')],
    dataTypes: ['payment'],
    docsUrl: 'https://developer.squareup.com/docs/build-basics/access-tokens',
  },
  {
    id: 'shopify',
    name: 'Shopify',
    category: 'ecommerce',
    authType: 'api_key',
    description: 'Orders from your Shopify store.',
    defaultApiUrl: null,
    fields: [
      {
        key: 'apiUrl',
        label: 'Store URL',
        placeholder: 'https://your-store.myshopify.com',
        required: true,
      },
      {
        key: 'apiKey',
        label: 'Admin API access token',
        placeholder: 'shpat_…',
        help: 'A custom app with the read_orders scope',
        required: true,
      },
    ],
    dataTypes: ['order'],
    docsUrl: 'https://help.shopify.com/en/manual/apps/app-types/custom-apps',
  },
  {
    id: 'woocommerce',
    name: 'WooCommerce',
    category: 'ecommerce',
    authType: 'api_key',
    description: 'Orders from your WooCommerce store.',
    defaultApiUrl: null,
    fields: [
      {
        key: 'apiUrl',
        label: 'Store URL',
        placeholder: 'https://shop.example.com',
        required: true,
      },
      {
        key: 'apiKey',
        label: 'Consumer key',
        placeholder: 'ck_…',
        help: 'WooCommerce → Settings → Advanced → REST API (read access)',
        required: true,
      },
      { key: 'apiSecret', label: 'Consumer secret', placeholder: 'cs_…', required: true },
    ],
    dataTypes: ['order'],
    docsUrl: 'https://woocommerce.github.io/woocommerce-rest-api-docs/#authentication',
  },
  {
    id: 'stripe_data',
    name: 'Stripe',
    category: 'ecommerce',
    authType: 'api_key',
    description: 'Payments and invoices from your Stripe account.',
    defaultApiUrl: 'https://api.stripe.com',
    fields: [
      {
        key: 'apiKey',
        label: 'Secret or restricted key',
        placeholder: 'rk_live_… or sk_live_…',
        help: 'A restricted key with read access to charges, invoices and events is enough',
        required: true,
      },
    ],
    dataTypes: ['payment', 'invoice'],
    docsUrl: 'https://docs.stripe.com/keys',
  },
  {
    id: 'paypal',
    name: 'PayPal',
    category: 'ecommerce',
    authType: 'oauth2',
    oauthGrant: 'client_credentials',
    description: 'Transactions and invoices from your PayPal business account.',
    defaultApiUrl: 'https://api-m.paypal.com',
    fields: [
      {
        key: 'apiKey',
        label: 'Client ID',
        help: 'Developer Dashboard → Apps & Credentials (Live)',
        required: true,
      },
      { key: 'apiSecret', label: 'Secret', required: true },
    ],
    dataTypes: ['payment', 'invoice'],
    docsUrl: 'https://developer.paypal.com/api/rest/',
  },
  {
    id: 'google_calendar',
    name: 'Google Calendar',
    category: 'productivity',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Meetings and appointments from your primary calendar.',
    defaultApiUrl: 'https://www.googleapis.com',
    fields: [accessToken('A token with the calendar.readonly scope')],
    dataTypes: ['event'],
    docsUrl: 'https://developers.google.com/calendar/api/guides/auth',
  },
  {
    id: 'google_sheets',
    name: 'Google Sheets',
    category: 'productivity',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Rows of one spreadsheet (columns named Name, Date, Amount or Status are recognised).',
    defaultApiUrl: 'https://sheets.googleapis.com',
    fields: [
      accessToken('A token with the spreadsheets.readonly scope'),
      {
        key: 'accountId',
        label: 'Spreadsheet ID',
        placeholder: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
        help: 'The long ID in the sheet’s address, between /d/ and /edit',
        required: true,
      },
    ],
    dataTypes: ['row'],
    docsUrl: 'https://developers.google.com/sheets/api/guides/authorizing',
  },
  {
    id: 'notion',
    name: 'Notion',
    category: 'productivity',
    authType: 'api_key',
    description: 'Pages shared with your integration, as tasks.',
    defaultApiUrl: 'https://api.notion.com',
    fields: [
      {
        key: 'apiKey',
        label: 'Internal integration secret',
        placeholder: 'ntn_…',
        help: 'notion.so/my-integrations; then share pages with the integration',
        required: true,
      },
    ],
    dataTypes: ['task'],
    docsUrl: 'https://developers.notion.com/docs/authorization',
  },
  {
    id: 'asana',
    name: 'Asana',
    category: 'productivity',
    authType: 'api_key',
    description: 'Tasks assigned to you in every workspace.',
    defaultApiUrl: 'https://app.asana.com',
    fields: [
      {
        key: 'apiKey',
        label: 'Personal access token',
        help: 'My settings → Apps → Developer apps',
        required: true,
      },
    ],
    dataTypes: ['task'],
    docsUrl: 'https://developers.asana.com/docs/personal-access-token',
  },
  {
    id: 'trello',
    name: 'Trello',
    category: 'productivity',
    authType: 'api_key',
    description: 'Cards on your open boards, as tasks.',
    defaultApiUrl: 'https://api.trello.com',
    fields: [
      { key: 'apiKey', label: 'API key', help: 'trello.com/power-ups/admin → your Power-Up → API key', required: true },
      { key: 'apiSecret', label: 'Token', help: 'The token you authorised for the key', required: true },
    ],
    dataTypes: ['task'],
    docsUrl: 'https://developer.atlassian.com/cloud/trello/guides/rest-api/api-introduction/',
  },
  {
    id: 'slack',
    name: 'Slack',
    category: 'communication',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Messages from the channels your app is in.',
    defaultApiUrl: 'https://slack.com',
    fields: [accessToken('A bot token (xoxb-…) with channels:read and channels:history')],
    dataTypes: ['message'],
    docsUrl: 'https://api.slack.com/authentication/token-types',
  },
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    category: 'communication',
    authType: 'api_key',
    description: 'Your audiences and their sizes.',
    defaultApiUrl: 'https://{dc}.api.mailchimp.com',
    fields: [
      {
        key: 'apiKey',
        label: 'API key',
        placeholder: '…-us21',
        help: 'Profile → Extras → API keys',
        required: true,
      },
    ],
    dataTypes: ['contact_list'],
    docsUrl: 'https://mailchimp.com/developer/marketing/guides/quick-start/',
  },
  {
    id: 'microsoft_teams',
    name: 'Microsoft Teams',
    category: 'communication',
    authType: 'oauth2',
    oauthGrant: 'authorization_code',
    description: 'Channel messages from the teams you belong to.',
    defaultApiUrl: 'https://graph.microsoft.com',
    fields: [accessToken('A Microsoft Graph token with Team.ReadBasic.All and ChannelMessage.Read.All')],
    dataTypes: ['message'],
    docsUrl: 'https://learn.microsoft.com/en-us/graph/auth/auth-concepts',
  },
] as const satisfies readonly IntegrationProvider[];

const byId = new Map<string, IntegrationProvider>(integrationProviders.map((p) => [p.id, p]));

export function isIntegrationProviderId(value: string): value is IntegrationProviderId {
  return byId.has(value);
}

export function integrationProvider(id: IntegrationProviderId): IntegrationProvider {
  return byId.get(id)!;
}

export function providersInCategory(category: IntegrationCategory): IntegrationProvider[] {
  return integrationProviders.filter((p) => p.category === category);
}

/** Mailchimp's data centre is the part of the key after its last dash (`…-us21` → `us21`). */
const MAILCHIMP_DC = /-([a-z]{2,4}\d{1,3})$/;

/**
 * The API base URL of a connection made without one: the provider's default, with Mailchimp's data centre taken
 * from its key. `undefined` when the provider has no shared host (the dialog requires the URL) or the key does
 * not name its data centre.
 */
export function defaultApiUrlFor(id: IntegrationProviderId, credentials: { apiKey?: string }): string | undefined {
  const template = integrationProvider(id).defaultApiUrl;
  if (!template) return undefined;
  if (!template.includes('{dc}')) return template;
  const dc = credentials.apiKey?.trim().match(MAILCHIMP_DC)?.[1];
  return dc ? template.replace('{dc}', dc) : undefined;
}
