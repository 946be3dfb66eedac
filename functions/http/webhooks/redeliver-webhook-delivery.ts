import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { redeliver } from '../../services/webhooks/webhooks';

/** `POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver`: the delivery, pending again. */
export const handler = defineHandler(api.redeliverWebhookDelivery, async ({ params, session }) =>
  redeliver(session.workspaceId, params.id, params.deliveryId),
);
