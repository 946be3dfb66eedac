import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { analyzeEmployee } from '../../services/team/team-analysis';

/** `POST /api/ai/analyze-employee/{id}`: analyses the employee now; 200 with the stored insight. */
export const handler = defineHandler(api.analyzeEmployee, async ({ params, session }) =>
  analyzeEmployee(session.workspaceId, params.id),
);
