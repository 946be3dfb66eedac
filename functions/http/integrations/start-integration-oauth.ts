import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { startOAuth } from '../../services/integrations/integration-oauth';

/** `GET /api/integrations/oauth/{provider}/start`: to the provider's consent page. */
export const handler = defineHandler(api.startIntegrationOAuth, async ({ params, query, session }) =>
  redirect(await startOAuth(session.workspaceId, session.userId, params.provider, query)),
);
