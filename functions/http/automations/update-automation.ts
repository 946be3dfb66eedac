import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { updateAutomation } from '../../services/automations/automations';

/**
 * `PATCH /api/automations/{id}`: `{isActive}`, or any of name, description, trigger, action and its settings (checked
 * as on create); 200 with the automation.
 */
export const handler = defineHandler(api.updateAutomation, async ({ body, params, session }) =>
  updateAutomation(session.workspaceId, session.userId, params.id, body),
);
