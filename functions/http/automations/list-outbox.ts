import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { listOutbox } from '../../services/automations/automations';

/** `GET /api/outbox`: a page of the messages the workspace's automations sent, newest first. */
export const handler = defineHandler(api.listOutbox, async ({ query, session }) =>
  listOutbox(session.workspaceId, query),
);
