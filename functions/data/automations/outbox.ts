import { outboxMessageSchema } from '@shared/schemas/automation';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The stored shape, v1: the API's fields as of v1, picked, so that a field the API adds is neither stored nor
 * required of stored items until a new stored version says how old items get it (functions/data/README.md).
 */
export const storedOutboxMessageV1 = z.pick(outboxMessageSchema, {
  id: true,
  channel: true,
  to: true,
  subject: true,
  body: true,
  delivery: true,
  providerMessageId: true,
  automationId: true,
  automationName: true,
  runId: true,
  createdAt: true,
});

/**
 * The outbox: every email and SMS an automation sent (AWS) or would have sent (local mode). `WS#<workspaceId>` /
 * `OUTBOX#<runId>`: a run sends at most one message, so a retried or redelivered run finds its message already there
 * instead of storing a second one.
 */
export const outboxEntity = defineWorkspaceEntity('OutboxMessage', storedOutboxMessageV1, 'OUTBOX#{id}');
