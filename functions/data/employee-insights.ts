import { employeeInsightSchema } from '@shared/schemas/insight';
import { defineEntity, inWorkspace } from '../platform/dynamodb/entity';

/**
 * The latest AI insight of an employee: `WS#<workspaceId>` / `EMPINSIGHT#<employeeId>`. Each analysis replaces it
 * (the history that matters, competencies, is kept as snapshots).
 */
export const employeeInsightEntity = defineEntity({
  type: 'EmployeeInsight',
  schema: employeeInsightSchema,
  partitionKey: inWorkspace,
  sortKey: 'EMPINSIGHT#{employeeId}',
});
