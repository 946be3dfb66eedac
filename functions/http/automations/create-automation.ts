import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { createAutomation } from '../../services/automations/automation-creation';

/** `POST /api/automations`: 201 with the automation (active unless the body says otherwise); 402 over the plan. */
export const handler = defineHandler(api.createAutomation, async ({ body, session }) =>
  createAutomation(session.workspaceId, session.userId, body),
);
