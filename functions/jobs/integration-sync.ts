import { logger } from '../platform/logger';

/**
 * The hourly integration sync, invoked by EventBridge Scheduler in AWS and by the in-process scheduler locally.
 *
 * The data model has no integrations yet (they arrive with the integrations issue), so the honest amount of work is
 * none: the job reports that no workspace has an integration. When integrations exist, `findWorkspacesToSync`
 * becomes a Query on the integrations index and each workspace's providers are pulled in turn.
 */
export interface IntegrationSyncSummary {
  workspacesWithIntegrations: number;
  synced: number;
  failed: number;
  durationMs: number;
}

export interface IntegrationSyncDeps {
  /** Ids of the workspaces that have at least one connected integration. */
  findWorkspacesToSync: () => Promise<string[]>;
  /** Pulls one workspace's integrations. */
  syncWorkspace: (workspaceId: string) => Promise<void>;
}

const noIntegrationsYet: IntegrationSyncDeps = {
  findWorkspacesToSync: async () => [],
  syncWorkspace: async () => {},
};

export async function runIntegrationSync(
  deps: IntegrationSyncDeps = noIntegrationsYet,
): Promise<IntegrationSyncSummary> {
  const started = Date.now();
  const workspaceIds = await deps.findWorkspacesToSync();
  let synced = 0;
  let failed = 0;
  // One workspace at a time: a provider's rate limit is per account, and an hour is plenty of time.
  for (const workspaceId of workspaceIds) {
    try {
      await deps.syncWorkspace(workspaceId);
      synced += 1;
    } catch (error) {
      failed += 1;
      logger.error('Integration sync failed for a workspace', { workspaceId, error });
    }
  }
  const summary = { workspacesWithIntegrations: workspaceIds.length, synced, failed, durationMs: Date.now() - started };
  logger.info(`Integration sync: ${workspaceIds.length} workspaces with integrations`, { summary });
  return summary;
}

export const handler = async (): Promise<IntegrationSyncSummary> => runIntegrationSync();
