import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { connectIntegration } from '../../services/integrations/integrations';

/** `POST /api/integrations`: 201 with the connection (a key hint at most); 409 if the provider is connected. */
export const handler = defineHandler(api.createIntegration, async ({ body, session }) =>
  connectIntegration(session.workspaceId, body),
);
