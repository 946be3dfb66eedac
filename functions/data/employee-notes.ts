import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EmployeeNote } from '@shared/schemas/note';
import { db, tableName } from './client';
import { deleteItems } from './delete-items';
import { queryWorkspaceItems } from './query-all';

/**
 * Manager notes: `pk = WS#<workspaceId>`, `sk = EMPNOTE#<employeeId>#<noteUlid>`, so one Query on the prefix reads
 * an employee's notes, newest first by ULID. Callers check the employee exists in the workspace first.
 */
export const employeeNoteKey = (workspaceId: string, employeeId: string, noteId: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `${notePrefix(employeeId)}${noteId}`,
});

const notePrefix = (employeeId: string) => `EMPNOTE#${employeeId}#`;

export async function putNewEmployeeNote(workspaceId: string, note: EmployeeNote): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...employeeNoteKey(workspaceId, note.employeeId, note.id), type: 'EmployeeNote', ...note },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** An employee's manager notes, newest first. */
export async function listEmployeeNotes(workspaceId: string, employeeId: string): Promise<EmployeeNote[]> {
  const items = await queryWorkspaceItems(workspaceId, notePrefix(employeeId), { newestFirst: true });
  return items.map(toNote);
}

/** Deletes every note of the employee (with the employee). */
export async function deleteEmployeeNotes(workspaceId: string, employeeId: string): Promise<void> {
  const items = await queryWorkspaceItems(workspaceId, notePrefix(employeeId));
  await deleteItems(items.map((item) => employeeNoteKey(workspaceId, employeeId, String(item.id))));
}

function toNote(item: Record<string, unknown>): EmployeeNote {
  return {
    id: item.id as string,
    employeeId: item.employeeId as string,
    noteType: item.noteType as EmployeeNote['noteType'],
    subject: item.subject as string,
    content: item.content as string,
    requiresFollowUp: Boolean(item.requiresFollowUp),
    followUpDate: (item.followUpDate as string | null | undefined) ?? null,
    followUpCompleted: Boolean(item.followUpCompleted),
    isConfidential: Boolean(item.isConfidential),
    visibleToEmployee: item.visibleToEmployee !== false,
    createdAt: item.createdAt as string,
  };
}
