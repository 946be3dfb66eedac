import type { ApiClient } from './api-client';
import { eventually } from './eventually';

/** Waits until the integration's last sync (on connect, the first, which reads the history) has succeeded. */
export async function syncSucceeded(client: ApiClient, integrationId: string): Promise<void> {
  await eventually(async () => {
    const list = (await client.get('/api/integrations')).body as { id: string; syncStatus: string }[];
    return list.find((x) => x.id === integrationId && x.syncStatus === 'success');
  });
}
