import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { listAutomationRuns } from '../../services/automations';

/** `GET /api/automations/{id}/runs`: the automation's last 50 runs, newest first. */
export const handler = defineHandler(api.listAutomationRuns, async ({ params, session }) =>
  listAutomationRuns(session.workspaceId, params.id),
);
