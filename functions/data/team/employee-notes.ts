import { employeeNoteSchema } from '@shared/schemas/note';
import * as z from '@shared/zod';
import { defineWorkspaceEntity, storedVersion } from '../../platform/dynamodb/entity';

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

/** v2: who wrote the note (confidential notes are its author's to read). Older notes: unknown, so nobody's. */
export const storedEmployeeNoteV2 = z.extend(storedEmployeeNoteV1, { authorUserId: z.nullable(z.string()) });

/**
 * Manager notes: `WS#<workspaceId>` / `EMPNOTE#<employeeId>#<noteUlid>`, so one Query on the prefix reads an
 * employee's notes, newest first by ULID. Callers check the employee exists in the workspace first.
 */
export const employeeNoteEntity = defineWorkspaceEntity(
  'EmployeeNote',
  storedEmployeeNoteV2,
  'EMPNOTE#{employeeId}#{id}',
  { versions: { 1: storedVersion(storedEmployeeNoteV1, (note) => ({ ...note, authorUserId: null })) } },
);
