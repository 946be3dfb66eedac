import * as api from '@shared/api/contracts/automations';
import { releaseAutomationSlot } from '../../data/automation-quota';
import { deleteAutomation } from '../../data/automations';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/** `DELETE /api/automations/{id}`: 204. Its runs stay until they expire; the runner no longer finds it. */
export const handler = defineHandler(api.deleteAutomation, async ({ params, session }) => {
  if (!(await deleteAutomation(session.workspaceId, params.id))) throw new NotFound('Automation not found');
  await releaseAutomationSlot(session.workspaceId);
});
