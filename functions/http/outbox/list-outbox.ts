import * as api from '@shared/api/contracts/outbox';
import { listOutbox } from '../../data/outbox';
import { defineHandler } from '../../platform/http/define-handler';

/** `GET /api/outbox`: the emails and SMS the workspace's automations sent (or, locally, would have sent). */
export const handler = defineHandler(api.listOutbox, async ({ session }) => await listOutbox(session.workspaceId));
