import { describe, expect, it } from 'vitest';
import { handler, runIntegrationSync } from './integration-sync';

describe('integration sync', () => {
  it('reports that no workspace has integrations yet', async () => {
    await expect(handler()).resolves.toMatchObject({ workspacesWithIntegrations: 0, synced: 0, failed: 0 });
  });

  it('syncs each workspace and counts failures without stopping', async () => {
    const seen: string[] = [];
    const summary = await runIntegrationSync({
      findWorkspacesToSync: async () => ['a', 'b', 'c'],
      syncWorkspace: async (id) => {
        seen.push(id);
        if (id === 'b') throw new Error('provider down');
      },
    });
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(summary).toMatchObject({ workspacesWithIntegrations: 3, synced: 2, failed: 1 });
  });
});
