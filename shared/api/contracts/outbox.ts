import * as z from 'zod';
import { outboxMessageSchema } from '../../schemas/automation';
import { defineRoute } from '../route-contract';

/** The emails and SMS the workspace's automations sent (or, locally, stored), newest first. */
export const listOutbox = /* @__PURE__ */ defineRoute({
  id: 'listOutbox',
  method: 'GET',
  path: '/api/outbox',
  auth: 'session',
  handler: 'outbox/list-outbox',
  response: z.array(outboxMessageSchema),
});
