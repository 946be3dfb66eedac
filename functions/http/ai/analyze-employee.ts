import * as api from '@shared/api/contracts/ai';
import { getEmployee } from '../../data/employees';
import { AI_REQUEST_BUDGET_MS, analyzeAndStore, teamAnalyst } from '../../domain/team/team-service';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `POST /api/ai/analyze-employee/{id}`: analyses the employee now; 200 with the stored insight. */
export const handler = defineHandler(api.analyzeEmployee, async ({ params, session }) => {
  const employee = await getEmployee(session.workspaceId, params.id);
  if (!employee) throw new NotFound('Employee not found');
  const analyst = await teamAnalyst({ deadlineAt: Date.now() + AI_REQUEST_BUDGET_MS });
  return await analyzeAndStore(session.workspaceId, employee, analyst);
});
