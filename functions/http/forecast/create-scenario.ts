import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { createScenario } from '../../services/forecast/scenarios';

/** `POST /api/forecast/scenarios`. */
export const handler = defineHandler(api.createScenario, async ({ session, body }) =>
  createScenario(session.workspaceId, body),
);
