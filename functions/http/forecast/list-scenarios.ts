import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { listScenarios } from '../../services/forecast/scenarios';

/** `GET /api/forecast/scenarios`. */
export const handler = defineHandler(api.listScenarios, async ({ session }) => ({
  items: await listScenarios(session.workspaceId),
}));
