import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { listAutomations } from '../../services/automations';

/** `GET /api/automations`: the workspace's automations, newest first, each with its last run. */
export const handler = defineHandler(api.listAutomations, async ({ session }) => listAutomations(session.workspaceId));
