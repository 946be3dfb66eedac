import { listAutomations, toAutomationView } from '../../data/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `GET /api/automations`: the workspace's automations, newest first, each with its last run. */
export const handler = defineHandler('listAutomations', {}, async ({ session }) => {
  const automations = await listAutomations(session.workspaceId);
  return ok(automations.map(toAutomationView));
});
