import * as z from '@shared/zod';
import { integrationErrorKinds } from '../../catalog/integration-sync-errors';
import { integrationAuthTypes, integrationProviderIds } from '../../catalog/integrations';
import { nullableString } from '../nullable';

export const integrationSyncStatuses = ['pending', 'syncing', 'success', 'failed'] as const;
export type IntegrationSyncStatus = (typeof integrationSyncStatuses)[number];

/** An instant with its offset, as the connection and its data items carry them. */
export const isoDateTime = z.iso.datetime({ offset: true });

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

export const integrationTestResultSchema = z.object({ isConnected: z.boolean(), message: z.string() });
/**
 * What a Sync answers: 200 `{message}` when it ran, or 202 `{message, running: true}` when it joined a sync already
 * under way (the first one after connecting, the hourly one), whose progress the message gives.
 */
export const integrationSyncResultSchema = z.object({ message: z.string(), running: z.optional(z.boolean()) });

/** What the connect dialog may offer on this deployment. */
export const integrationConnectOptionsSchema = z.object({
  /** The local provider sandbox is running ('Use sandbox'). */
  sandbox: z.boolean(),
  /** Providers whose OAuth app the operator configured (`<PROVIDER>_CLIENT_ID/_SECRET`): connect by redirect. */
  oauthProviders: z.array(z.enum(integrationProviderIds)),
});
export type IntegrationConnectOptions = z.infer<typeof integrationConnectOptionsSchema>;

export const providerParamsSchema = z.object({ provider: z.enum(integrationProviderIds) });
