import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { getEmployeeDetail } from '../../services/team/employees';

/** `GET /api/employees/{id}`: the employee with competencies, skills, certifications and notes (newest first). */
export const handler = defineHandler(api.getEmployee, async ({ params, member }) =>
  getEmployeeDetail(member, params.id),
);
