import * as api from '@shared/api/contracts/ai';
import { getEmployeeInsight } from '../../data/employee-insights';
import { getEmployee } from '../../data/employees';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `GET /api/ai/insights/{id}`: the employee's latest insight, or `null` when they were never analysed. */
export const handler = defineHandler(api.getEmployeeInsight, async ({ params, session }) => {
  const [employee, insight] = await Promise.all([
    getEmployee(session.workspaceId, params.id),
    getEmployeeInsight(session.workspaceId, params.id),
  ]);
  if (!employee) throw new NotFound('Employee not found');
  return insight ?? null;
});
