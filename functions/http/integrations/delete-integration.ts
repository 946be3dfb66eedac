import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { removeIntegration } from '../../services/integrations/integrations';

/** `DELETE /api/integrations/{id}`: 204; the credentials, the sync and the items go with it. */
export const handler = defineHandler(api.deleteIntegration, async ({ params, session }) => {
  await removeIntegration(session.workspaceId, params.id);
});
