import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { createWebhook } from '../../services/webhooks/webhooks';

/** `POST /api/webhooks`: 201 with the endpoint and its secret (this once); 400 for a URL that is not public https. */
export const handler = defineHandler(api.createWebhook, async ({ body, session }) =>
  createWebhook(session.workspaceId, session.userId, body),
);
