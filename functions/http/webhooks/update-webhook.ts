import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { updateWebhook } from '../../services/webhooks/webhooks';

/** `PATCH /api/webhooks/{id}`: the endpoint as changed. */
export const handler = defineHandler(api.updateWebhook, async ({ params, body, session }) =>
  updateWebhook(session.workspaceId, params.id, body),
);
