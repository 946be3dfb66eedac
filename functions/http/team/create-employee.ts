import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { addEmployee } from '../../services/team/employee-lifecycle';

/** `POST /api/employees`: 201 with the employee (competencies at 50, no notes yet); 409 for a taken email or ID. */
export const handler = defineHandler(api.createEmployee, async ({ body, member }) => addEmployee(member, body));
