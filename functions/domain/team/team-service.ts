import type { EmployeeInsight } from '@shared/schemas/insight';
import { listCompetencySnapshots } from '../../data/competency-snapshots';
import { putEmployeeInsight } from '../../data/employee-insights';
import { listEmployeeNotes } from '../../data/employee-notes';
import type { EmployeeRecord } from '../../data/employees';
import { listTasks, type TaskRecord } from '../../data/tasks';
import { aiClient } from '../../platform/ai/ai-provider';
import { withDeadline } from '../../platform/ai/with-deadline';
import { logger } from '../../platform/logger';
import { createTeamAnalyst, type TeamAnalyst } from './team-analyst';

/**
 * The I/O edge of the team analyst, shared by the HTTP handlers and the seed script: it loads what an analysis
 * needs from the data layer, runs the analyst (pure functions, or the AI provider with fallback) and stores the
 * result. Everything is scoped to one workspace, whose id comes from the caller's session.
 */
export async function teamAnalyst(options: { deadlineAt?: number } = {}): Promise<TeamAnalyst> {
  const ai = await aiClient();
  const bounded = ai && options.deadlineAt ? withDeadline(ai, options.deadlineAt) : ai;
  return createTeamAnalyst(bounded, (message, detail) => logger.warn(message, detail));
}

/** How long an HTTP request may spend on AI calls: API Gateway ends a request at 30 s. */
export const AI_REQUEST_BUDGET_MS = 25_000;

export interface TaskLoad {
  open: number;
  completed: number;
}

/** Open (not completed) and completed tasks assigned to each employee. */
export function taskLoadByEmployee(
  tasks: readonly Pick<TaskRecord, 'assigneeEmployeeId' | 'status'>[],
): Map<string, TaskLoad> {
  const load = new Map<string, TaskLoad>();
  for (const task of tasks) {
    if (!task.assigneeEmployeeId) continue;
    const entry = load.get(task.assigneeEmployeeId) ?? { open: 0, completed: 0 };
    if (task.status === 'completed') entry.completed += 1;
    else entry.open += 1;
    load.set(task.assigneeEmployeeId, entry);
  }
  return load;
}

/** Analyses one employee and stores the insight. `tasks` may be passed in when analysing a whole team. */
export async function analyzeAndStore(
  workspaceId: string,
  employee: EmployeeRecord,
  analyst: TeamAnalyst,
  options: { load?: TaskLoad; now?: Date } = {},
): Promise<EmployeeInsight> {
  const now = options.now ?? new Date();
  const [notes, snapshots, load] = await Promise.all([
    listEmployeeNotes(workspaceId, employee.id),
    listCompetencySnapshots(workspaceId, employee.id),
    options.load ??
      listTasks(workspaceId).then((tasks) => taskLoadByEmployee(tasks).get(employee.id) ?? { open: 0, completed: 0 }),
  ]);
  const result = await analyst.analyzeEmployee({ employee, notes, snapshots, tasks: load }, now);
  const insight: EmployeeInsight = {
    ...result.value,
    employeeId: employee.id,
    lastAnalyzedAt: now.toISOString(),
    source: result.source,
    model: result.model,
  };
  await putEmployeeInsight(workspaceId, insight);
  return insight;
}

/** Runs `fn` over `items` with at most `limit` in flight (AI calls are slow; a whole team should not be serial). */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
