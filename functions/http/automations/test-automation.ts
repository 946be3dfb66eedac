import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { testAutomation } from '../../services/automations/automation-test-run';

/** `POST /api/automations/{id}/test {sampleEvent?}`: 200 with each step's dry-run outcome; nothing is sent or written. */
export const handler = defineHandler(api.testAutomation, async ({ body, params, session }) =>
  testAutomation(session.workspaceId, params.id, body),
);
