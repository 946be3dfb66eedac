import * as api from '@shared/api/contracts/ai';
import type { TaskRecommendation } from '@shared/schemas/recommendation';
import { listEmployees } from '../../data/employees';
import { getTask, listTasks } from '../../data/tasks';
import { AI_REQUEST_BUDGET_MS, taskLoadByEmployee, teamAnalyst } from '../../domain/team/team-service';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';

/**
 * `POST /api/ai/recommend-assignment` `{taskId}`: every employee ranked for the task, best first. Workload counts
 * the employee's open assigned tasks other than this one.
 */
export const handler = defineHandler(api.recommendAssignment, async ({ body, session }) => {
  const [task, employees, tasks] = await Promise.all([
    getTask(session.workspaceId, body.taskId),
    listEmployees(session.workspaceId),
    listTasks(session.workspaceId),
  ]);
  if (!task) throw new NotFound('Task not found');
  const load = taskLoadByEmployee(tasks.filter((t) => t.id !== task.id));
  const candidates = employees.map((employee) => ({ employee, openTasks: load.get(employee.id)?.open ?? 0 }));
  const analyst = await teamAnalyst({ deadlineAt: Date.now() + AI_REQUEST_BUDGET_MS });
  const { value, source } = await analyst.recommendAssignments(task, candidates);
  const recommendations: TaskRecommendation[] = value.map((match) => ({
    id: `${task.id}:${match.employeeId}`,
    ...match,
    source,
  }));
  return recommendations;
});
