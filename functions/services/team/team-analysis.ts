import { mapWithConcurrency } from '@shared/map-with-concurrency';
import type { Employee } from '@shared/schemas/employee';
import type { EmployeeInsight } from '@shared/schemas/insight';
import type { TaskRecommendation } from '@shared/schemas/recommendation';
import type { Task } from '@shared/schemas/task';
import { taskEntity } from '../../data/tasks/tasks';
import { competencySnapshotEntity } from '../../data/team/competency-snapshots';
import { employeeInsightEntity } from '../../data/team/employee-insights';
import { employeeNoteEntity } from '../../data/team/employee-notes';
import { employeeEntity } from '../../data/team/employees';
import { releaseTeamAnalysisLease, takeTeamAnalysisLease } from '../../data/team/team-analysis-lease';
import { assessmentsOf } from '../../domain/team/competency-trend';
import { NO_TASKS, type TaskLoad, taskLoadByEmployee } from '../../domain/team/task-load';
import { withDeadline } from '../../platform/ai/with-deadline';
import { TooManyRequests } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { allTasks } from '../tasks/tasks';
import { found, notFound } from '../workspace/not-found';
import { workspaceModel } from '../workspace/workspace-ai';
import { createTeamAnalyst, type TeamAnalyst } from './team-analyst';

/**
 * The team analyst's use cases: load what an analysis needs, run the analyst (the built-in one, or the AI provider
 * with the built-in one as fallback) and store the result. Everything is scoped to one workspace, whose id comes from
 * the caller's session.
 */

/** How long an HTTP request may spend on AI calls: API Gateway ends a request at 30 s. */
const AI_REQUEST_BUDGET_MS = 25_000;
/** Analyses of a whole team in flight at once: AI calls are slow, but a provider's rate limit is per account. */
const TEAM_ANALYSIS_CONCURRENCY = 4;
/** Trends look at recent history; older snapshots change nothing. */
const SNAPSHOTS_READ = 24;

export async function teamAnalyst(workspaceId: string, options: { deadlineAt?: number } = {}): Promise<TeamAnalyst> {
  const ai = await workspaceModel(workspaceId);
  const bounded = ai && options.deadlineAt ? withDeadline(ai, options.deadlineAt) : ai;
  return createTeamAnalyst(bounded, (message, detail) => logger.warn(message, detail));
}

const requestAnalyst = (workspaceId: string) =>
  teamAnalyst(workspaceId, { deadlineAt: Date.now() + AI_REQUEST_BUDGET_MS });

async function employeeOf(workspaceId: string, employeeId: string): Promise<Employee> {
  const employee = found(await employeeEntity.get({ workspaceId, id: employeeId }, { consistent: true }), 'employee');
  return employee;
}

/** Analyses one employee now and stores the insight. */
export async function analyzeEmployee(workspaceId: string, employeeId: string): Promise<EmployeeInsight> {
  const [employee, analyst] = await Promise.all([employeeOf(workspaceId, employeeId), requestAnalyst(workspaceId)]);
  return analyzeAndStore(workspaceId, employee, analyst);
}

/** What a whole-team analysis did: every employee, or as many as fitted in its time. */
export interface TeamAnalysis {
  insights: EmployeeInsight[];
  /** Employees of the workspace; more than `insights.length` when the analysis stopped early. */
  teamSize: number;
}

/** A whole-team analysis stops starting new employees after this, leaving room to answer before API Gateway's 30 s. */
const TEAM_ANALYSIS_BUDGET_MS = 20_000;
const TEAM_ANALYSIS_LEASE_SECONDS = 60;

/**
 * Analyses the employees of the workspace, those analysed longest ago (or never) first, so a run that stops at its
 * time budget is continued by the next. One at a time per workspace (429 while one runs): each can cost an AI call
 * per employee.
 */
export async function analyzeTeam(workspaceId: string, now = new Date()): Promise<TeamAnalysis> {
  if (!(await takeTeamAnalysisLease(workspaceId, now, TEAM_ANALYSIS_LEASE_SECONDS))) {
    throw new TooManyRequests('A team analysis is already running for this workspace. Try again when it finishes.', 30);
  }
  try {
    const stopAt = Date.now() + TEAM_ANALYSIS_BUDGET_MS;
    const [employees, tasks, insights, analyst] = await Promise.all([
      employeeEntity.queryAll({ workspaceId }),
      allTasks(workspaceId),
      employeeInsightEntity.queryAll({ workspaceId }),
      requestAnalyst(workspaceId),
    ]);
    const analysedAt = new Map(insights.map((insight) => [insight.employeeId, insight.lastAnalyzedAt]));
    const stalestFirst = [...employees].sort((a, b) =>
      (analysedAt.get(a.id) ?? '').localeCompare(analysedAt.get(b.id) ?? ''),
    );
    const load = taskLoadByEmployee(tasks);
    const analysed = await mapWithConcurrency(stalestFirst, TEAM_ANALYSIS_CONCURRENCY, (employee) =>
      Date.now() >= stopAt
        ? Promise.resolve(undefined)
        : analyzeAndStore(workspaceId, employee, analyst, { load: load.get(employee.id) ?? NO_TASKS, now }),
    );
    const done = analysed.filter((insight): insight is EmployeeInsight => insight !== undefined);
    if (done.length < employees.length) {
      logger.warn('Team analysis stopped at its time budget', { analysed: done.length, teamSize: employees.length });
    }
    return { insights: done, teamSize: employees.length };
  } finally {
    await releaseTeamAnalysisLease(workspaceId);
  }
}

/**
 * Analyses one employee and stores the insight. `load` may be passed in when analysing a whole team (one task list
 * read for everyone).
 */
export async function analyzeAndStore(
  workspaceId: string,
  employee: Employee,
  analyst: TeamAnalyst,
  options: { load?: TaskLoad; now?: Date } = {},
): Promise<EmployeeInsight> {
  const now = options.now ?? new Date();
  const [notes, recent, load] = await Promise.all([
    employeeNoteEntity.queryAll({ workspaceId, employeeId: employee.id }, { newestFirst: true }),
    competencySnapshotEntity.queryAll(
      { workspaceId, employeeId: employee.id },
      { newestFirst: true, max: SNAPSHOTS_READ },
    ),
    options.load ?? allTasks(workspaceId).then((tasks) => taskLoadByEmployee(tasks).get(employee.id) ?? NO_TASKS),
  ]);
  const snapshots = assessmentsOf(recent.reverse(), employee.createdAt);
  const result = await analyst.analyzeEmployee({ employee, notes, snapshots, tasks: load }, now);
  const insight: EmployeeInsight = {
    ...result.value,
    employeeId: employee.id,
    lastAnalyzedAt: now.toISOString(),
    source: result.source,
    model: result.model,
  };
  await employeeInsightEntity.put({ workspaceId, ...insight });
  return insight;
}

/**
 * Every employee ranked for the task, best first. Workload counts the employee's open assigned tasks other than
 * this one.
 */
export async function recommendAssignment(workspaceId: string, taskId: string): Promise<TaskRecommendation[]> {
  const [task, employees, tasks, analyst] = await Promise.all([
    taskEntity.get({ workspaceId, id: taskId }, { consistent: true }),
    employeeEntity.queryAll({ workspaceId }),
    allTasks(workspaceId),
    requestAnalyst(workspaceId),
  ]);
  if (!task) throw notFound('task');
  return rankForTask(task, employees, tasks, analyst);
}

/**
 * Ranks the employees for the task, given the workspace's employees and tasks (read once by a caller that needs
 * them for more, like the assistant).
 */
export async function rankForTask(
  task: Task,
  employees: readonly Employee[],
  tasks: readonly Task[],
  analyst: TeamAnalyst,
): Promise<TaskRecommendation[]> {
  const load = taskLoadByEmployee(tasks.filter((t) => t.id !== task.id));
  const candidates = employees.map((employee) => ({ employee, openTasks: load.get(employee.id)?.open ?? 0 }));
  const { value, source } = await analyst.recommendAssignments(task, candidates);
  return value.map((match) => ({ id: `${task.id}:${match.employeeId}`, ...match, source }));
}
