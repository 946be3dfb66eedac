import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteWebhook } from '../../services/webhooks/webhooks';

/** `DELETE /api/webhooks/{id}`: 204. */
export const handler = defineHandler(api.deleteWebhook, async ({ params, session }) => {
  await deleteWebhook(session.workspaceId, params.id);
});
