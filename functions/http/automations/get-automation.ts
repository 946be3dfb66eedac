import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { getAutomation } from '../../services/automations/automations';

/** `GET /api/automations/{id}`: the automation, 404 when the workspace has none by that id. */
export const handler = defineHandler(api.getAutomation, async ({ params, session }) =>
  getAutomation(session.workspaceId, params.id),
);
