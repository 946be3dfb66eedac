import { integrationProviderIds } from '@shared/catalog/integrations';
import { integrationSchema } from '@shared/schemas/integration/connection';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Integrations: `WS#<workspaceId>` / `INTEGRATION#<ulid>`. What the API shows, plus what only the server sees: the
 * credentials sealed with envelope encryption (`credentialsCipher()`, context = workspace + integration), the
 * connector's sync cursor, and the sync lease. The item count is not stored here: it is the sum of the
 * integration's summary counters (`integration-summaries.ts`).
 */
export const storedIntegrationSchema = z.extend(
  z.pick(integrationSchema, {
    id: true,
    provider: true,
    name: true,
    authType: true,
    apiUrl: true,
    accountId: true,
    isActive: true,
    syncStatus: true,
    lastSyncAt: true,
    lastSuccessAt: true,
    lastError: true,
    lastErrorKind: true,
    apiKeyHint: true,
    sandbox: true,
    createdAt: true,
  }),
  {
    /** `credentialsCipher().seal(JSON of {apiKey, apiSecret, refreshToken, accessTokenExpiresAt})`. */
    sealedCredentials: z.string(),
    /** The connector's incremental-sync state, as JSON; null before the first successful sync. */
    cursor: nullableString,
    /** Successful syncs so far; the first one reads the provider's history and raises no business events. */
    syncCount: z.number().check(z.int(), z.gte(0)),
    /** Who holds the sync, and until when: a conditional write, so one integration is never synced twice at once. */
    syncLeaseId: nullableString,
    syncLeaseUntil: nullableString,
    updatedAt: z.string(),
  },
);
export type StoredIntegration = z.infer<typeof storedIntegrationSchema>;

export const integrationEntity = defineWorkspaceEntity('Integration', storedIntegrationSchema, 'INTEGRATION#{id}');

/**
 * One active connection per provider per workspace: `WS#<workspaceId>` / `INTPROVIDER#<provider>`, claimed with a
 * conditional put before the integration is written and released when it is removed, so two concurrent connects of
 * the same provider cannot both succeed.
 */
export const integrationProviderClaimEntity = defineWorkspaceEntity(
  'IntegrationProviderClaim',
  z.object({ provider: z.enum(integrationProviderIds), integrationId: z.string(), claimedAt: z.string() }),
  'INTPROVIDER#{provider}',
);

/**
 * Takes the integration's sync lease until `until` (ISO) if nobody holds it, or its holder's time ran out; marks the
 * integration as syncing. `undefined` when another sync holds it (or the integration is gone).
 */
export function acquireSyncLease(
  workspaceId: string,
  id: string,
  lease: { id: string; until: string; now: string },
): Promise<StoredIntegration | undefined> {
  return integrationEntity.update(
    { workspaceId, id },
    { syncLeaseId: lease.id, syncLeaseUntil: lease.until, syncStatus: 'syncing' },
    {
      condition: {
        expression: 'attribute_type(#until, :null) OR #until < :now',
        names: { '#until': 'syncLeaseUntil' },
        values: { ':null': 'NULL', ':now': lease.now },
      },
    },
  );
}

/** Records the sync's outcome and frees the lease, if this sync still holds it. */
export function finishSync(
  workspaceId: string,
  id: string,
  leaseId: string,
  outcome: Partial<
    Pick<
      StoredIntegration,
      'syncStatus' | 'lastSyncAt' | 'lastSuccessAt' | 'lastError' | 'lastErrorKind' | 'cursor' | 'updatedAt'
    >
  >,
  add: { syncCount?: number } = {},
): Promise<StoredIntegration | undefined> {
  return integrationEntity.update(
    { workspaceId, id },
    { ...outcome, syncLeaseId: null, syncLeaseUntil: null },
    { if: { syncLeaseId: leaseId }, add },
  );
}
