import { can, type Role, refusalMessage } from '@shared/access/roles';
import type { EmployeeNote } from '@shared/schemas/note';

/** Who reads or changes an employee: the member's role and the employee record that is them, if any. */
export interface EmployeeReader {
  userId: string;
  role: Role;
  employeeId: string | null;
}

const isSelf = (reader: EmployeeReader, employeeId: string) =>
  reader.employeeId !== null && reader.employeeId === employeeId;

/** Salary and hourly rate: owners and admins, and the employee themself (a member linked to the record). */
export function mayViewCompensation(reader: EmployeeReader, employeeId: string): boolean {
  return can(reader.role, 'compensation.view') || isSelf(reader, employeeId);
}

type Compensated = { id: string; salary?: number | null; hourlyRate?: number | null };

/** The employee as the reader may see it: without `salary` and `hourlyRate` (absent, not null) unless they may. */
export function compensationFor<E extends Compensated>(
  reader: EmployeeReader,
  employee: E,
): E | Omit<E, 'salary' | 'hourlyRate'> {
  if (mayViewCompensation(reader, employee.id)) return employee;
  const { salary: _salary, hourlyRate: _hourlyRate, ...rest } = employee;
  return rest;
}

/**
 * The refusal for a write that sets compensation ('Your role (Manager) cannot view or change compensation'), or
 * `undefined` when the writer may, or the write does not touch it.
 */
export function compensationWriteRefusal(
  writer: EmployeeReader,
  changes: { salary?: unknown; hourlyRate?: unknown },
): string | undefined {
  const touches = changes.salary !== undefined || changes.hourlyRate !== undefined;
  if (!touches || can(writer.role, 'compensation.view')) return undefined;
  return refusalMessage(writer.role, 'compensation.view');
}

type Note = Pick<EmployeeNote, 'isConfidential' | 'visibleToEmployee' | 'authorUserId'>;

/**
 * Whether the reader sees a note on `employeeId`'s profile:
 * - a confidential note: owners and admins, and its author (a note of unknown author is nobody's);
 * - on their own profile, anyone but owners and admins sees the notes meant for them (`visibleToEmployee`, not
 *   confidential), and their own notes;
 * - managers see the other profiles' notes that are not confidential; members and viewers see none.
 */
export function maySeeNote(reader: EmployeeReader, employeeId: string, note: Note): boolean {
  if (can(reader.role, 'notes.confidential')) return true;
  const authored = note.authorUserId !== null && note.authorUserId === reader.userId;
  if (authored) return true;
  if (note.isConfidential) return false;
  if (isSelf(reader, employeeId)) return note.visibleToEmployee;
  return can(reader.role, 'employees.manage');
}

export function notesFor<N extends Note>(reader: EmployeeReader, employeeId: string, notes: readonly N[]): N[] {
  return notes.filter((note) => maySeeNote(reader, employeeId, note));
}
