import * as api from '@shared/api/contracts/employees';
import { defineHandler } from '../../platform/http/define-handler';
import { listEmployees } from '../../services/employees';

/** `GET /api/employees`: the workspace's employees with their current competencies, in the order added. */
export const handler = defineHandler(api.listEmployees, async ({ session }) => listEmployees(session.workspaceId));
