import { employeeSchema } from '@shared/schemas/employee';
import { defineEntity, inWorkspace } from '../platform/dynamodb/entity';

/**
 * Employees: `WS#<workspaceId>` / `EMPLOYEE#<ulid>`. The current competencies live on the employee item (one read
 * for the list and the profile); every save also writes a dated snapshot (`competency-snapshots.ts`).
 */
export const employeeEntity = defineEntity({
  type: 'Employee',
  schema: employeeSchema,
  partitionKey: inWorkspace,
  sortKey: 'EMPLOYEE#{id}',
});
