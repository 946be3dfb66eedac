import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { getEmployeeInsight } from '../../services/team/employees';

/** `GET /api/ai/insights/{id}`: the employee's latest insight, or `null` when they were never analysed. */
export const handler = defineHandler(api.getEmployeeInsight, async ({ params, session }) =>
  getEmployeeInsight(session.workspaceId, params.id),
);
