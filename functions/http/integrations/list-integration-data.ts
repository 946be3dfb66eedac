import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { listIntegrationData } from '../../services/integrations/integration-data';

/** `GET /api/integrations/data?limit=&cursor=`: synced items, newest first, a page at a time. */
export const handler = defineHandler(api.listIntegrationData, async ({ query, session }) =>
  listIntegrationData(session.workspaceId, query),
);
