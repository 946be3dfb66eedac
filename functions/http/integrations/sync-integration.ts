import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { HttpReply, json } from '../../platform/http/response';
import { syncIntegration } from '../../services/integrations/integration-sync';

/**
 * `POST /api/integrations/{id}/sync`: `{message}`; 502 naming the cause when the provider fails; 202
 * `{message, running: true}` when a sync of the connection is already under way (it is joined, not refused).
 */
export const handler = defineHandler(api.syncIntegration, async ({ params, session }) => {
  const { status, message } = await syncIntegration(session.workspaceId, params.id, { trigger: 'manual' });
  if (status === 'running') return new HttpReply(json(202, { message, running: true }));
  return { message };
});
