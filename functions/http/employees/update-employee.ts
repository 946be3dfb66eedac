import { updateEmployeeRequestSchema } from '@shared/schemas/employee';
import { idParamsSchema } from '@shared/schemas/id-params';
import { listEmployeeNotes } from '../../data/employee-notes';
import { toEmployeeView, updateEmployee } from '../../data/employees';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `PATCH /api/employees/{id}`: sets the profile fields sent (empty salary/hourly rate → null); 200 with the employee. */
export const handler = defineHandler(
  'updateEmployee',
  { body: updateEmployeeRequestSchema, params: idParamsSchema },
  async ({ body, params, session }) => {
    const updated = await updateEmployee(session.workspaceId, params.id, {
      ...body,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw new NotFound('Employee not found');
    return ok({ ...toEmployeeView(updated), notes: await listEmployeeNotes(session.workspaceId, params.id) });
  },
);
