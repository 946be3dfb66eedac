import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { listIntegrations } from '../../services/integrations/integrations';

/** `GET /api/integrations`: the workspace's connections with their sync health; never a secret. */
export const handler = defineHandler(api.listIntegrations, async ({ session }) =>
  listIntegrations(session.workspaceId),
);
