import { listOutbox } from '../../data/outbox';
import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

/** `GET /api/outbox`: the emails and SMS the workspace's automations sent (or, locally, would have sent). */
export const handler = defineHandler('listOutbox', {}, async ({ session }) =>
  ok(await listOutbox(session.workspaceId)),
);
