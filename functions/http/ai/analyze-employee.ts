import { idParamsSchema } from '@shared/schemas/id-params';
import { getEmployee } from '../../data/employees';
import { AI_REQUEST_BUDGET_MS, analyzeAndStore, teamAnalyst } from '../../domain/team/team-service';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `POST /api/ai/analyze-employee/{id}`: analyses the employee now; 200 with the stored insight. */
export const handler = defineHandler('analyzeEmployee', { params: idParamsSchema }, async ({ params, session }) => {
  const employee = await getEmployee(session.workspaceId, params.id);
  if (!employee) throw new NotFound('Employee not found');
  const analyst = await teamAnalyst({ deadlineAt: Date.now() + AI_REQUEST_BUDGET_MS });
  return ok(await analyzeAndStore(session.workspaceId, employee, analyst));
});
