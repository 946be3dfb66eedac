import { competencySnapshotSchema } from '@shared/schemas/competencies';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * One item per competency save: `WS#<workspaceId>` / `EMPCOMP#<employeeId>#<savedAt ISO>#<ulid>`, so an employee's
 * history reads in date order with one Query and the analyst computes trends from it. A retried save adds a second,
 * identical snapshot, which changes no trend.
 */
export const competencySnapshotEntity = defineWorkspaceEntity(
  'CompetencySnapshot',
  z.extend(z.pick(competencySnapshotSchema, { savedAt: true, scores: true }), {
    id: z.string(),
    employeeId: z.string(),
  }),
  'EMPCOMP#{employeeId}#{savedAt}#{id}',
);
