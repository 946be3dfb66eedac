import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { listDeliveries } from '../../services/webhooks/webhooks';

/** `GET /api/webhooks/{id}/deliveries?limit=&cursor=`: the delivery log, newest first. */
export const handler = defineHandler(api.listWebhookDeliveries, async ({ params, query, session }) =>
  listDeliveries(session.workspaceId, params.id, query),
);
