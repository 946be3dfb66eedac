import * as api from '@shared/api/contracts/automations';
import { listAutomations, toAutomationView } from '../../data/automations';
import { defineHandler } from '../../platform/http/define-handler';

/** `GET /api/automations`: the workspace's automations, newest first, each with its last run. */
export const handler = defineHandler(api.listAutomations, async ({ session }) => {
  const automations = await listAutomations(session.workspaceId);
  return automations.map(toAutomationView);
});
