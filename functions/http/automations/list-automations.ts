import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { listAutomations } from '../../services/automations/automations';

/** `GET /api/automations`: a page of the workspace's automations, newest first. */
export const handler = defineHandler(api.listAutomations, async ({ query, session }) =>
  listAutomations(session.workspaceId, query),
);
