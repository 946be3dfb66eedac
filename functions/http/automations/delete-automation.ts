import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteAutomation } from '../../services/automations/automations';

/** `DELETE /api/automations/{id}`: 204. Its runs stay until they expire; the runner no longer finds it. */
export const handler = defineHandler(api.deleteAutomation, async ({ params, session }) => {
  await deleteAutomation(session.workspaceId, params.id);
});
