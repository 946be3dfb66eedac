import * as api from '@shared/api/contracts/webhooks';
import { defineHandler } from '../../platform/http/define-handler';
import { listWebhooks } from '../../services/webhooks/webhooks';

/** `GET /api/webhooks`: the endpoints, never their secrets. */
export const handler = defineHandler(api.listWebhooks, async ({ session }) => listWebhooks(session.workspaceId));
