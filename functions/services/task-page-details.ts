import { employeeEntity } from '../data/employees';
import { getItems } from '../platform/dynamodb/entity';

/** The full names of the employees these tasks are assigned to, by employee id: one BatchGetItem (or none). */
export async function employeeNames(
  workspaceId: string,
  tasks: readonly { assigneeEmployeeId: string | null }[],
): Promise<Record<string, string>> {
  const ids = [...new Set(tasks.map((t) => t.assigneeEmployeeId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return {};
  const raw = await getItems(ids.map((id) => employeeEntity.keyOf({ workspaceId, id })));
  const names: Record<string, string> = {};
  for (const item of raw) {
    const employee = employeeEntity.fromItem(item);
    if (employee) names[employee.id] = `${employee.firstName} ${employee.lastName}`.trim();
  }
  return names;
}
