import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { testIntegration } from '../../services/integrations/integrations';

/** `POST /api/integrations/{id}/test`: `{isConnected, message}`, with the provider's reason when it refuses. */
export const handler = defineHandler(api.testIntegration, async ({ params, session }) =>
  testIntegration(session.workspaceId, params.id),
);
