import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { finishOAuth } from '../../services/integrations/integration-oauth';

/** `GET /api/integrations/oauth/callback`: stores the connection, then back to /integrations saying how it went. */
export const handler = defineHandler(api.integrationOAuthCallback, async ({ query, session }) =>
  redirect(await finishOAuth(session.workspaceId, query)),
);
