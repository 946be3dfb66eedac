import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { listAutomationRuns } from '../../services/automations/automations';

/** `GET /api/automations/{id}/runs`: a page of the automation's runs, newest first. */
export const handler = defineHandler(api.listAutomationRuns, async ({ params, query, session }) =>
  listAutomationRuns(session.workspaceId, params.id, query),
);
