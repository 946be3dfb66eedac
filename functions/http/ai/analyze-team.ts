import * as api from '@shared/api/contracts/ai';
import { listEmployees } from '../../data/employees';
import { listTasks } from '../../data/tasks';
import {
  AI_REQUEST_BUDGET_MS,
  analyzeAndStore,
  mapWithConcurrency,
  taskLoadByEmployee,
  teamAnalyst,
} from '../../domain/team/team-service';
import { defineHandler } from '../../platform/http/define-handler';

/** `POST /api/ai/analyze-team`: analyses every employee of the workspace; 200 with their insights. */
export const handler = defineHandler(api.analyzeTeam, async ({ session }) => {
  const [employees, tasks, analyst] = await Promise.all([
    listEmployees(session.workspaceId),
    listTasks(session.workspaceId),
    teamAnalyst({ deadlineAt: Date.now() + AI_REQUEST_BUDGET_MS }),
  ]);
  const load = taskLoadByEmployee(tasks);
  const now = new Date();
  const insights = await mapWithConcurrency(employees, 4, (employee) =>
    analyzeAndStore(session.workspaceId, employee, analyst, {
      load: load.get(employee.id) ?? { open: 0, completed: 0 },
      now,
    }),
  );
  return insights;
});
