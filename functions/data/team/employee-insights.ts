import { employeeInsightSchema } from '@shared/schemas/insight';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The latest AI insight of an employee: `WS#<workspaceId>` / `EMPINSIGHT#<employeeId>`. Each analysis replaces it
 * (the history that matters, competencies, is kept as snapshots).
 */
export const employeeInsightEntity = defineWorkspaceEntity(
  'EmployeeInsight',
  employeeInsightSchema,
  'EMPINSIGHT#{employeeId}',
);
