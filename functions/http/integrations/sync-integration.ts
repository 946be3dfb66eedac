import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { syncIntegration } from '../../services/integrations/integration-sync';

/** `POST /api/integrations/{id}/sync`: `{message}`; 502 naming the cause when the provider fails. */
export const handler = defineHandler(api.syncIntegration, async ({ params, session }) => {
  const { message } = await syncIntegration(session.workspaceId, params.id, { trigger: 'manual' });
  return { message };
});
