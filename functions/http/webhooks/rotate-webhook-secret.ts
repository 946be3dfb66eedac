import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { rotateWebhookSecret } from '../../services/webhooks/webhooks';

/** `POST /api/webhooks/{id}/rotate-secret`: the new secret (this once) and when the old one stops signing. */
export const handler = defineHandler(api.rotateWebhookSecret, async ({ params, session }) =>
  rotateWebhookSecret(session.workspaceId, params.id),
);
