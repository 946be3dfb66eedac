import { idParamsSchema } from '@shared/schemas/id-params';
import { getEmployeeInsight } from '../../data/employee-insights';
import { getEmployee } from '../../data/employees';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `GET /api/ai/insights/{id}`: the employee's latest insight, or `null` when they were never analysed. */
export const handler = defineHandler('getEmployeeInsight', { params: idParamsSchema }, async ({ params, session }) => {
  const [employee, insight] = await Promise.all([
    getEmployee(session.workspaceId, params.id),
    getEmployeeInsight(session.workspaceId, params.id),
  ]);
  if (!employee) throw new NotFound('Employee not found');
  return ok(insight ?? null);
});
