import { type TaskCounts, taskStatusSchema } from '@shared/schemas/task';
import * as z from '@shared/zod';
import { taskCounterKey, taskCountsIn } from '../../data/tasks/tasks';
import { employeeEntity } from '../../data/team/employees';
import { getItemAttributes } from '../../platform/dynamodb/entity';

/** What is read of an assignee: the name only (an employee item carries the whole profile and its scores). */
const assigneeSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
const READ = [...Object.keys(assigneeSchema.shape), ...taskStatusSchema.options];

/**
 * What the task list shows beside a page of tasks: the workspace's counts by status and the full names of the page's
 * assignees by employee id, read in one BatchGetItem (the counter and every assignee at once, only the attributes
 * shown: the counts and the names).
 */
export async function taskCountsAndAssigneeNames(
  workspaceId: string,
  tasks: readonly { assigneeEmployeeId: string | null }[],
): Promise<{ counts: TaskCounts; assigneeNames: Record<string, string> }> {
  const ids = [...new Set(tasks.map((t) => t.assigneeEmployeeId).filter((id): id is string => id !== null))];
  const [counter, ...assignees] = await getItemAttributes(
    [taskCounterKey(workspaceId), ...ids.map((id) => employeeEntity.keyOf({ workspaceId, id }))],
    READ,
  );
  const assigneeNames: Record<string, string> = {};
  for (const item of assignees) {
    if (!item) continue;
    const employee = assigneeSchema.parse(item);
    assigneeNames[employee.id] = `${employee.firstName} ${employee.lastName}`.trim();
  }
  return { counts: await taskCountsIn(workspaceId, counter), assigneeNames };
}
