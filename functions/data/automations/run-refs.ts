import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Where a run is stored, by its id: `WS#<workspaceId>` / `RUNREF#<runId>` → its automation and event (the run's own
 * key), for `GET /api/automations/runs/{runId}` and replays, which know only the run's id. Written before the run, so
 * every run has one; expires with it.
 */
export const automationRunRefEntity = defineWorkspaceEntity(
  'AutomationRunRef',
  z.object({ id: z.string(), automationId: z.string(), eventId: z.string() }),
  'RUNREF#{id}',
  { expires: true },
);
