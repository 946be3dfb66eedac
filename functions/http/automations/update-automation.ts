import * as api from '@shared/api/contracts/automations';
import { toAutomationView, updateAutomation } from '../../data/automations';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `PATCH /api/automations/{id}`: `{isActive}` (and name, description); 200 with the automation. */
export const handler = defineHandler(api.updateAutomation, async ({ body, params, session }) => {
  const updated = await updateAutomation(session.workspaceId, params.id, {
    ...body,
    updatedAt: new Date().toISOString(),
  });
  if (!updated) throw new NotFound('Automation not found');
  return toAutomationView(updated);
});
