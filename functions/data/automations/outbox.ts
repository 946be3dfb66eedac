import { outboxMessageSchema } from '@shared/schemas/automation';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The outbox: every email and SMS an automation sent (AWS) or would have sent (local mode). `WS#<workspaceId>` /
 * `OUTBOX#<runId>`: a run sends at most one message, so a retried or redelivered run finds its message already there
 * instead of storing a second one.
 */
export const outboxEntity = defineWorkspaceEntity('OutboxMessage', outboxMessageSchema, 'OUTBOX#{id}');
