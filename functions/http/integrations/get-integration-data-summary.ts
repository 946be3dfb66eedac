import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { integrationDataSummary } from '../../services/integrations/integration-data';

/** `GET /api/integrations/data/summary`: count and totals per data type, from counters. */
export const handler = defineHandler(api.getIntegrationDataSummary, async ({ session }) =>
  integrationDataSummary(session.workspaceId),
);
