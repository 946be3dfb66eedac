import { employeeNoteSchema } from '@shared/schemas/note';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * The stored shape, v1: the API's fields as of v1, picked, so that a field the API adds is neither stored nor
 * required of stored items until a new stored version says how old items get it (functions/data/README.md).
 */
export const storedEmployeeNoteV1 = z.pick(employeeNoteSchema, {
  id: true,
  employeeId: true,
  noteType: true,
  subject: true,
  content: true,
  requiresFollowUp: true,
  followUpDate: true,
  followUpCompleted: true,
  isConfidential: true,
  visibleToEmployee: true,
  createdAt: true,
});

/**
 * Manager notes: `WS#<workspaceId>` / `EMPNOTE#<employeeId>#<noteUlid>`, so one Query on the prefix reads an
 * employee's notes, newest first by ULID. Callers check the employee exists in the workspace first.
 */
export const employeeNoteEntity = defineWorkspaceEntity(
  'EmployeeNote',
  storedEmployeeNoteV1,
  'EMPNOTE#{employeeId}#{id}',
);
