import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { sendTestEvent } from '../../services/webhooks/webhooks';

/** `POST /api/webhooks/{id}/test`: queues a `webhook.test` event; the delivery log shows how it went. */
export const handler = defineHandler(api.testWebhook, async ({ params, session }) =>
  sendTestEvent(session.workspaceId, params.id),
);
