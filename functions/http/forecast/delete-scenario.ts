import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteScenario } from '../../services/forecast/scenarios';

/** `DELETE /api/forecast/scenarios/{id}`. */
export const handler = defineHandler(api.deleteScenario, async ({ session, params }) =>
  deleteScenario(session.workspaceId, params.id),
);
