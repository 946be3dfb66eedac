import { taskSchema } from '@shared/schemas/task';
import { defineEntity, inWorkspace } from '../platform/dynamodb/entity';

/**
 * Tasks: `WS#<workspaceId>` / `TASK#<ulid>`. The workspace id always comes from the session (or, for the automation
 * runner, from the event the workspace's own request raised). Listing is one Query on the partition, newest first.
 */
export const taskEntity = defineEntity({
  type: 'Task',
  schema: taskSchema,
  partitionKey: inWorkspace,
  sortKey: 'TASK#{id}',
});
