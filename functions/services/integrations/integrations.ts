import { integrationPlanRefusal } from '@shared/billing/plan-features';
import { sandboxConnection } from '@shared/catalog/integration-sandbox';
import {
  defaultApiUrlFor,
  type IntegrationProviderId,
  integrationProvider,
  integrationProviderIds,
} from '@shared/catalog/integrations';
import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import type { CreateIntegrationInput, Integration, IntegrationConnectOptions } from '@shared/schemas/integration';
import { assertReachableApiUrl } from '../../adapters/integrations/kit/address-guard';
import { ConnectorError } from '../../adapters/integrations/kit/connector-error';
import { integrationItemEntity, integrationItemListingEntity } from '../../data/integrations/integration-items';
import { integrationSummaryEntity } from '../../data/integrations/integration-summaries';
import {
  integrationEntity,
  integrationProviderClaimEntity,
  type StoredIntegration,
} from '../../data/integrations/integrations';
import { syncTargetEntity } from '../../data/integrations/sync-targets';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { config } from '../../platform/config';
import { Conflict, PlanFeatureMissing, ValidationFailed } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { sendToSyncQueue } from '../../platform/sync-queue';
import { recordAudit } from '../audit/audit-log';
import { integrationTarget } from '../audit/audit-targets';
import { recordIntegrationItems } from '../kpi/kpi-rollups';
import { found, notFound } from '../workspace/not-found';
import { addressPolicy } from './connection-opener';
import { type IntegrationSecrets, keyHint, sealSecrets } from './integration-credentials';
import { oauthClientFor } from './integration-oauth-clients';
import { openConnection } from './open-integration-connection';
import { INTEGRATION_TARGET, type SyncMessage } from './sync-messages';

/**
 * A workspace's connections: list them with their sync health, connect one (§5 rules, one per provider, secrets
 * sealed, the SSRF rule on its URL), test it, and remove it with its credentials and items. The workspace id always
 * comes from the caller's session; another workspace's integration id is a 404.
 */
export async function listIntegrations(workspaceId: string, now = new Date()): Promise<Integration[]> {
  const [integrations, counters] = await Promise.all([
    integrationEntity.queryAll({ workspaceId }, { newestFirst: true, consistent: true }),
    integrationSummaryEntity.queryAll({ workspaceId }),
  ]);
  const itemCounts = new Map<string, number>();
  for (const counter of counters) {
    itemCounts.set(counter.integrationId, (itemCounts.get(counter.integrationId) ?? 0) + counter.count);
  }
  const nextSyncAt = nextHour(now);
  return integrations.map((integration) => view(integration, itemCounts.get(integration.id) ?? 0, nextSyncAt));
}

/** The hourly sync runs at the top of every hour (EventBridge Scheduler's cron, the local scheduler's too). */
function nextHour(now: Date): string {
  const next = new Date(now);
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return next.toISOString();
}

export function view(integration: StoredIntegration, itemCount: number, nextSyncAt: string | null): Integration {
  const {
    sealedCredentials: _sealed,
    cursor: _cursor,
    syncCount: _count,
    syncLeaseId: _leaseId,
    syncLeaseUntil: _leaseUntil,
    updatedAt: _updated,
    ...shown
  } = integration;
  return { ...shown, itemCount, nextSyncAt: integration.isActive ? nextSyncAt : null };
}

export interface NewConnection {
  provider: IntegrationProviderId;
  name?: string;
  apiUrl?: string;
  accountId?: string;
  secrets: IntegrationSecrets;
  sandbox: boolean;
}

/** `POST /api/integrations`: the request as the route's schema parsed it (its §5 rules hold). */
export async function connectIntegration(
  workspaceId: string,
  input: CreateIntegrationInput,
  now = new Date(),
): Promise<Integration> {
  const provider = input.provider as IntegrationProviderId;
  if (input.sandbox) {
    const origin = config().INTEGRATION_SANDBOX_URL;
    if (!origin) throw new ValidationFailed('Validation error: The provider sandbox runs only in the local app');
    const sandbox = sandboxConnection(provider, origin);
    return saveConnection(
      workspaceId,
      {
        provider,
        name: input.name,
        apiUrl: sandbox.apiUrl,
        accountId: sandbox.accountId,
        secrets: { apiKey: sandbox.apiKey, apiSecret: sandbox.apiSecret },
        sandbox: true,
      },
      now,
    );
  }
  // HubSpot's Private App Token is its secret field (§5), whichever field it was typed into.
  const secrets: IntegrationSecrets =
    provider === 'hubspot'
      ? { apiSecret: input.apiSecret ?? input.apiKey }
      : { apiKey: input.apiKey, apiSecret: input.apiSecret };
  return saveConnection(
    workspaceId,
    { provider, name: input.name, apiUrl: input.apiUrl, accountId: input.accountId, secrets, sandbox: false },
    now,
  );
}

/**
 * Refuses with 402 a provider the workspace's plan does not sell: Starter connects Google Calendar only ('Calendar
 * integration'), Pro and Elite every app ('All integrations'). A connection made before a downgrade stays and syncs:
 * a downgrade deletes and switches off nothing (README, plan limits).
 */
export async function assertPlanConnects(workspaceId: string, provider: IntegrationProviderId): Promise<void> {
  const tier = (await workspaceEntity.get({ workspaceId }))?.subscriptionTier ?? DEFAULT_PLAN_TIER;
  const refusal = integrationPlanRefusal(provider, tier);
  if (refusal) throw new PlanFeatureMissing(refusal);
}

/** A connection as stored the moment it is made: active, never synced, nobody syncing it. */
export function newStoredIntegration(
  made: Pick<
    StoredIntegration,
    | 'id'
    | 'provider'
    | 'name'
    | 'authType'
    | 'apiUrl'
    | 'accountId'
    | 'apiKeyHint'
    | 'sandbox'
    | 'createdAt'
    | 'sealedCredentials'
  >,
): StoredIntegration {
  return {
    ...made,
    isActive: true,
    syncStatus: 'pending',
    lastSyncAt: null,
    lastSuccessAt: null,
    lastError: null,
    lastErrorKind: null,
    cursor: null,
    syncCount: 0,
    syncLeaseId: null,
    syncLeaseUntil: null,
    updatedAt: made.createdAt,
  };
}

/** Stores a new connection (from the dialog or an OAuth callback) and asks for its first sync. */
export async function saveConnection(
  workspaceId: string,
  connection: NewConnection,
  now = new Date(),
): Promise<Integration> {
  await assertPlanConnects(workspaceId, connection.provider);
  const info = integrationProvider(connection.provider);
  const apiUrl = (connection.apiUrl ?? defaultApiUrlFor(connection.provider, connection.secrets) ?? '').replace(
    /\/+$/,
    '',
  );
  if (!apiUrl) {
    throw new ValidationFailed(`Validation error: ${info.name} needs its API URL`, [
      { path: 'apiUrl', message: `${info.name} needs its API URL` },
    ]);
  }
  await assertAllowedUrl(apiUrl);

  const id = newId();
  const at = now.toISOString();
  const claimed = await integrationProviderClaimEntity.create({
    workspaceId,
    provider: connection.provider,
    integrationId: id,
    claimedAt: at,
  });
  if (!claimed) throw new Conflict(`${info.name} is already connected; remove it first to connect it again`);
  try {
    const integration = newStoredIntegration({
      id,
      provider: connection.provider,
      name: connection.name || info.name,
      authType: info.authType,
      apiUrl,
      accountId: connection.accountId ?? null,
      apiKeyHint: keyHint(connection.secrets),
      sandbox: connection.sandbox,
      createdAt: at,
      sealedCredentials: await sealSecrets(workspaceId, id, connection.secrets),
    });
    await integrationEntity.create({ workspaceId, ...integration });
    await syncTargetEntity.put({ kind: INTEGRATION_TARGET, workspaceId, targetId: id, registeredAt: at });
    await recordAudit(workspaceId, {
      action: 'integration.connected',
      target: integrationTarget(integration),
      changes: { provider: [null, integration.provider] },
    });
    // The first sync starts now rather than at the next hour; if the queue is down, the hourly one still comes.
    await sendToSyncQueue([{ kind: INTEGRATION_TARGET, workspaceId, targetId: id } satisfies SyncMessage]).catch(
      () => undefined,
    );
    return view(integration, 0, nextHour(now));
  } catch (error) {
    await integrationProviderClaimEntity.delete(
      { workspaceId, provider: connection.provider },
      { if: { integrationId: id } },
    );
    throw error;
  }
}

/**
 * The SSRF rule at connect time: a URL that is not https (in AWS) or points into a private network is refused. A
 * host that does not resolve right now is not: DNS can be down for a moment, and every request checks again.
 */
async function assertAllowedUrl(apiUrl: string): Promise<void> {
  try {
    await assertReachableApiUrl(new URL(apiUrl), addressPolicy());
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    if (error.kind === 'unreachable') return;
    throw new ValidationFailed(`Validation error: ${error.message}`, [{ path: 'apiUrl', message: error.message }]);
  }
}

/** `POST /api/integrations/{id}/test`: a provider's refusal or silence is an answer, never a 5xx. */
export async function testIntegration(
  workspaceId: string,
  id: string,
  now = new Date(),
): Promise<{ isConnected: boolean; message: string }> {
  const integration = found(await integrationEntity.get({ workspaceId, id }), 'integration');
  const outcome = await tryConnection(workspaceId, integration, now);
  await recordAudit(workspaceId, {
    action: 'integration.tested',
    target: integrationTarget(integration),
    changes: { isConnected: [null, outcome.isConnected] },
  });
  return outcome;
}

async function tryConnection(
  workspaceId: string,
  integration: StoredIntegration,
  now: Date,
): Promise<{ isConnected: boolean; message: string }> {
  try {
    const { connector, ctx } = await openConnection(workspaceId, integration, now);
    return { isConnected: true, ...(await connector.test(ctx)) };
  } catch (error) {
    if (error instanceof ConnectorError) return { isConnected: false, message: error.message };
    throw error;
  }
}

/** Items deleted inline before the rest is handed to the sync worker (a request has about 30 s). */
const INLINE_PURGE_ITEMS = 2_000;

/**
 * `DELETE /api/integrations/{id}`: the connection and its credentials go at once, and with them its sync and its
 * counts; its items are deleted here, or by the sync worker when there are many (lists never show items of a removed
 * connection, so the user sees them gone either way).
 */
export async function removeIntegration(workspaceId: string, id: string): Promise<void> {
  const integration = await integrationEntity.get({ workspaceId, id }, { consistent: true });
  if (!integration) throw notFound('integration');
  await syncTargetEntity.delete({ kind: INTEGRATION_TARGET, workspaceId, targetId: id });
  await integrationEntity.delete({ workspaceId, id });
  await integrationProviderClaimEntity.delete(
    { workspaceId, provider: integration.provider },
    { if: { integrationId: id } },
  );
  await integrationSummaryEntity.deleteAll({ workspaceId, integrationId: id });
  await recordAudit(workspaceId, { action: 'integration.removed', target: integrationTarget(integration) });
  if (!(await purgeItems(workspaceId, id, INLINE_PURGE_ITEMS))) {
    await sendToSyncQueue([{ kind: 'purge_integration', workspaceId, targetId: id } satisfies SyncMessage]);
  }
}

/** Deletes up to `budget` of a removed integration's items (records and listings); `true` once none is left. */
export async function purgeItems(
  workspaceId: string,
  integrationId: string,
  budget = Number.POSITIVE_INFINITY,
): Promise<boolean> {
  let deleted = 0;
  for (;;) {
    const page = await integrationItemEntity.query({ workspaceId, integrationId }, { limit: 500 });
    if (!page.items.length) return true;
    await integrationItemListingEntity.deleteMany(
      page.items.map(({ sortDate, id }) => ({ workspaceId, sortDate, id })),
    );
    await integrationItemEntity.deleteMany(page.items.map(({ id }) => ({ workspaceId, integrationId, id })));
    await recordIntegrationItems(
      workspaceId,
      page.items.map((item) => ({ id: item.id, before: item, after: undefined })),
    );
    deleted += page.items.length;
    if (deleted >= budget) return false;
  }
}

/** `GET /api/integrations/connect-options`. */
export async function connectOptions(): Promise<IntegrationConnectOptions> {
  const configured = await Promise.all(
    integrationProviderIds.map(async (p) => ((await oauthClientFor(p)) ? p : undefined)),
  );
  return {
    sandbox: Boolean(config().INTEGRATION_SANDBOX_URL),
    oauthProviders: configured.filter((p): p is IntegrationProviderId => p !== undefined),
  };
}
