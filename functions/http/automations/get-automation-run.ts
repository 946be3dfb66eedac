import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { getAutomationRun } from '../../services/automations/automations';

/** `GET /api/automations/runs/{id}`: one run with its steps' records. */
export const handler = defineHandler(api.getAutomationRun, async ({ params, session }) =>
  getAutomationRun(session.workspaceId, params.id),
);
