import { updateAutomationInputSchema } from '@shared/schemas/automation';
import { idParamsSchema } from '@shared/schemas/id-params';
import { toAutomationView, updateAutomation } from '../../data/automations';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `PATCH /api/automations/{id}`: `{isActive}` (and name, description); 200 with the automation. */
export const handler = defineHandler(
  'updateAutomation',
  { body: updateAutomationInputSchema, params: idParamsSchema },
  async ({ body, params, session }) => {
    const updated = await updateAutomation(session.workspaceId, params.id, {
      ...body,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw new NotFound('Automation not found');
    return ok(toAutomationView(updated));
  },
);
