import { employeeNoteSchema } from '@shared/schemas/note';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Manager notes: `WS#<workspaceId>` / `EMPNOTE#<employeeId>#<noteUlid>`, so one Query on the prefix reads an
 * employee's notes, newest first by ULID. Callers check the employee exists in the workspace first.
 */
export const employeeNoteEntity = defineWorkspaceEntity(
  'EmployeeNote',
  employeeNoteSchema,
  'EMPNOTE#{employeeId}#{id}',
);
