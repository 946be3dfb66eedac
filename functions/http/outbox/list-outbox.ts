import * as api from '@shared/api/contracts/outbox';
import { defineHandler } from '../../platform/http/define-handler';
import { listOutbox } from '../../services/automations';

/** `GET /api/outbox`: the emails and SMS the workspace's automations sent (or, locally, would have sent). */
export const handler = defineHandler(api.listOutbox, async ({ session }) => listOutbox(session.workspaceId));
