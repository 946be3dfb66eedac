import * as z from '@shared/zod';
import { integrationDataTypeIds } from '../catalog/integration-data-types';
import { integrationErrorKinds } from '../catalog/integration-sync-errors';
import {
  type ConnectField,
  integrationAuthTypes,
  integrationProvider,
  integrationProviderIds,
  isIntegrationProviderId,
} from '../catalog/integrations';
import { nullableNumber, nullableString } from './nullable';

/**
 * Integrations (spec §3, §5, §7): the connect request with the catalogue's rules, the connection as the API shows it
 * (never a secret: at most the key's last four characters), synced data items and the per-type summary.
 */
export const integrationSyncStatuses = ['pending', 'syncing', 'success', 'failed'] as const;
export type IntegrationSyncStatus = (typeof integrationSyncStatuses)[number];

const authTypeLabel = { api_key: 'an API key', oauth2: 'OAuth' } as const;
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value) => value || undefined),
  );

/** A URL an `apiUrl` may be: http(s), no spaces; whether its address is allowed is the server's SSRF rule. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a connect request fills one of the provider's fields (HubSpot's token may come in either secret field). */
function filled(
  input: { provider: string; apiKey?: string; apiSecret?: string; apiUrl?: string; accountId?: string },
  field: ConnectField,
) {
  if (input[field.key]) return true;
  return field.key === 'apiSecret' && input.provider === 'hubspot' && Boolean(input.apiKey);
}

export const createIntegrationInputSchema = z
  .object({
    provider: z.string().check(z.trim(), z.minLength(1, 'Provider is required')),
    /** Shown on the card; the provider's name when left empty. */
    name: optionalText(100),
    authType: z.enum(integrationAuthTypes, { message: 'Auth type must be oauth2 or api_key' }),
    apiKey: optionalText(4096),
    apiSecret: optionalText(4096),
    /** The API's base URL; built from the provider's default when left empty (§5). */
    apiUrl: optionalText(2048),
    accountId: optionalText(200),
    /** Locally only: connect to the provider sandbox, which fills the URL and keys. */
    sandbox: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (!isIntegrationProviderId(input.provider)) {
        ctx.addIssue({ code: 'custom', path: ['provider'], message: `Unknown provider "${input.provider}"` });
        return;
      }
      const provider = integrationProvider(input.provider);
      if (input.authType !== provider.authType) {
        ctx.addIssue({
          code: 'custom',
          path: ['authType'],
          message: `${provider.name} connects with ${authTypeLabel[provider.authType]}, not ${authTypeLabel[input.authType]}`,
        });
      }
      if (input.apiUrl && !isHttpUrl(input.apiUrl)) {
        ctx.addIssue({ code: 'custom', path: ['apiUrl'], message: 'API URL must be a web address such as https://…' });
      }
      if (input.sandbox) return;
      for (const field of provider.fields) {
        if (field.required && !filled(input, field)) {
          ctx.addIssue({ code: 'custom', path: [field.key], message: `${field.label} is required` });
        }
      }
    }),
  );
export type CreateIntegrationInput = z.input<typeof createIntegrationInputSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

export const integrationSchema = z.object({
  id: z.string(),
  provider: z.enum(integrationProviderIds),
  name: z.string(),
  authType: z.enum(integrationAuthTypes),
  apiUrl: z.string(),
  accountId: nullableString,
  isActive: z.boolean(),
  syncStatus: z.enum(integrationSyncStatuses),
  lastSyncAt: z.nullable(isoDateTime),
  lastSuccessAt: z.nullable(isoDateTime),
  /** The provider's own words for the last failure; `lastErrorKind` picks the hint the card shows with it. */
  lastError: nullableString,
  lastErrorKind: z.nullable(z.enum(integrationErrorKinds)),
  itemCount: z.number().check(z.int(), z.gte(0)),
  /** The key's last four characters ("…a1b2"), or null. Secrets never leave the server. */
  apiKeyHint: nullableString,
  /** Connected to the local provider sandbox. */
  sandbox: z.boolean(),
  nextSyncAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationListSchema = z.array(integrationSchema);

export const integrationDataItemSchema = z.object({
  id: z.string(),
  integrationId: z.string(),
  provider: z.enum(integrationProviderIds),
  dataType: z.enum(integrationDataTypeIds),
  name: z.string(),
  date: z.nullable(isoDateTime),
  /** In dollars (the currency's major unit), at most two decimals. */
  value: nullableNumber,
  currency: nullableString,
  status: nullableString,
});
export type IntegrationDataItem = z.infer<typeof integrationDataItemSchema>;

export const DATA_PAGE_DEFAULT = 50;
export const DATA_PAGE_MAX = 200;

export const integrationDataQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.gte(1, 'limit must be at least 1'),
        z.lte(DATA_PAGE_MAX, `limit must be at most ${DATA_PAGE_MAX}`),
      ),
    DATA_PAGE_DEFAULT,
  ),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

export const integrationDataPageSchema = z.object({
  items: z.array(integrationDataItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: nullableString,
});
export type IntegrationDataPage = z.infer<typeof integrationDataPageSchema>;

export const integrationDataSummarySchema = z.array(
  z.object({
    dataType: z.enum(integrationDataTypeIds),
    count: z.number().check(z.int(), z.gte(0)),
    /** The sum of the items' values, in dollars. */
    totalValue: z.number(),
    /** The part of it that is money received (paid invoices, orders and payments net of refunds), in dollars. */
    revenue: z.number(),
  }),
);
export type IntegrationDataSummary = z.infer<typeof integrationDataSummarySchema>;

export const integrationTestResultSchema = z.object({ isConnected: z.boolean(), message: z.string() });
export const integrationSyncResultSchema = z.object({ message: z.string() });

/** What the connect dialog may offer on this deployment. */
export const integrationConnectOptionsSchema = z.object({
  /** The local provider sandbox is running ('Use sandbox'). */
  sandbox: z.boolean(),
  /** Providers whose OAuth app the operator configured (`<PROVIDER>_CLIENT_ID/_SECRET`): connect by redirect. */
  oauthProviders: z.array(z.enum(integrationProviderIds)),
});
export type IntegrationConnectOptions = z.infer<typeof integrationConnectOptionsSchema>;

export const providerParamsSchema = z.object({ provider: z.enum(integrationProviderIds) });

/** Where the OAuth start sends the user back to, and what the dialog filled in besides the redirect. */
export const oauthStartQuerySchema = z.object({
  name: optionalText(100),
  accountId: optionalText(200),
});

export const oauthCallbackQuerySchema = z.looseObject({
  state: z.string().check(z.minLength(1), z.maxLength(4096)),
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  error: z.optional(z.string().check(z.maxLength(200))),
  error_description: z.optional(z.string().check(z.maxLength(1000))),
});
