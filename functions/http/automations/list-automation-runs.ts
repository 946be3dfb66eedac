import * as api from '@shared/api/contracts/automations';
import { listRuns, toRunView } from '../../data/automation-runs';
import { getAutomation } from '../../data/automations';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `GET /api/automations/{id}/runs`: the automation's last 50 runs, newest first. */
export const handler = defineHandler(api.listAutomationRuns, async ({ params, session }) => {
  if (!(await getAutomation(session.workspaceId, params.id))) throw new NotFound('Automation not found');
  const runs = await listRuns(session.workspaceId, params.id);
  return runs.map(toRunView);
});
