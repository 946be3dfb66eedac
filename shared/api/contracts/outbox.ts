import { outboxPageSchema } from '../../schemas/automation';
import { pageQuerySchema } from '../../schemas/pagination';
import { defineRoute } from '../route-contract';

/** A page of the emails and SMS the workspace's automations sent (or, locally, stored), newest first. */
export const listOutbox = /* @__PURE__ */ defineRoute({
  id: 'listOutbox',
  method: 'GET',
  path: '/api/outbox',
  auth: 'session',
  handler: 'outbox/list-outbox',
  query: pageQuerySchema,
  response: outboxPageSchema,
});
