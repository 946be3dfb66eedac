import { integrationErrorHint } from '@shared/catalog/integration-sync-errors';
import { integrationProvider, integrationProviderIds } from '@shared/catalog/integrations';
import * as z from '@shared/zod';
import { byHealth, integrationHealth } from '../../domain/assistant/integration-health';
import type { IntegrationRow, IntegrationsResult } from '../../domain/assistant/tool-results';
import { listIntegrations } from '../integrations/integrations';
import { defineTool } from './tool-kit';

/** The connected apps and their sync health, as the Integrations screen lists them. */
export const integrationsTool = defineTool({
  name: 'integrations',
  label: 'Integrations',
  description:
    "The workspace's connected apps (or one provider's) with their sync health — healthy, failing (the last sync failed), stale (no good sync for a few hours though syncs run hourly), never_synced, syncing or paused — the last sync and last successful sync (ISO times), the provider's last error with what to do about it, items synced and the next scheduled sync. Failing first.",
  input: z.object({ provider: z.optional(z.enum(integrationProviderIds)) }),
  async run(input, context): Promise<IntegrationsResult> {
    const all = await listIntegrations(context.workspaceId, context.now);
    const rows: IntegrationRow[] = all
      .map((i) => ({
        name: i.name,
        provider: i.provider,
        providerName: integrationProvider(i.provider).name,
        health: integrationHealth(i, context.now),
        lastSyncAt: i.lastSyncAt,
        lastSuccessAt: i.lastSuccessAt,
        lastError: i.lastError,
        hint: i.lastErrorKind ? integrationErrorHint(i.lastErrorKind, i.authType) : null,
        itemCount: i.itemCount,
        nextSyncAt: i.nextSyncAt,
      }))
      .sort(byHealth);
    const listed = rows.filter((r) => !input.provider || r.provider === input.provider);
    return {
      total: rows.length,
      failing: rows.filter((r) => r.health === 'failing').length,
      integrations: listed,
      ...(input.provider && listed.length === 0 ? { notConnected: integrationProvider(input.provider).name } : {}),
    };
  },
  summarize: (r) => {
    if (r.notConnected) return `${r.notConnected} is not connected`;
    const [one] = r.integrations;
    return r.integrations.length === 1
      ? `${one!.name}: ${one!.health.replace('_', ' ')}`
      : `${r.failing} failing of ${r.total} integrations`;
  },
});
