import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { editEmployeeProfile } from '../../services/team/employee-lifecycle';

/** `PATCH /api/employees/{id}`: sets the profile fields sent (empty salary/hourly rate → null); 200 with the employee. */
export const handler = defineHandler(api.updateEmployee, async ({ body, params, member }) =>
  editEmployeeProfile(member, params.id, body),
);
