import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { listEmployees } from '../../services/team/employees';

/** `GET /api/employees`: a page of the team (searched and filtered on the server) with the team's counts. */
export const handler = defineHandler(api.listEmployees, async ({ query, member }) => listEmployees(member, query));
