import * as z from '@shared/zod';
import { employeeEntity } from '../../data/team/employees';
import { getItemAttributes } from '../../platform/dynamodb/entity';

/** What is read of an assignee: the name only (an employee item carries the whole profile and its scores). */
const assigneeSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
const READ = Object.keys(assigneeSchema.shape);

/**
 * The full names of a page's assignees by employee id, read in one BatchGetItem (only the attributes shown), none
 * when the page has no assignee.
 */
export async function assigneeNamesOf(
  workspaceId: string,
  tasks: readonly { assigneeEmployeeId: string | null }[],
): Promise<Record<string, string>> {
  const ids = [...new Set(tasks.map((t) => t.assigneeEmployeeId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return {};
  const assignees = await getItemAttributes(
    ids.map((id) => employeeEntity.keyOf({ workspaceId, id })),
    READ,
  );
  const assigneeNames: Record<string, string> = {};
  for (const item of assignees) {
    if (!item) continue;
    const employee = assigneeSchema.parse(item);
    assigneeNames[employee.id] = `${employee.firstName} ${employee.lastName}`.trim();
  }
  return assigneeNames;
}
