import { idParamsSchema } from '@shared/schemas/id-params';
import { listRuns, toRunView } from '../../data/automation-runs';
import { getAutomation } from '../../data/automations';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `GET /api/automations/{id}/runs`: the automation's last 50 runs, newest first. */
export const handler = defineHandler('listAutomationRuns', { params: idParamsSchema }, async ({ params, session }) => {
  if (!(await getAutomation(session.workspaceId, params.id))) throw new NotFound('Automation not found');
  const runs = await listRuns(session.workspaceId, params.id);
  return ok(runs.map(toRunView));
});
