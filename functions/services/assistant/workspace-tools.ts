import { actionTypeInfo, triggerTypeInfo } from '@shared/catalog/automation-types';
import { analystLabel } from '@shared/format/analyst-label';
import type { Employee } from '@shared/schemas/employee';
import { taskPrioritySchema } from '@shared/schemas/task';
import { competencyEntries, topStrengths } from '@shared/team/competency-score';
import {
  isTopPerformer,
  NEEDS_SUPPORT_THRESHOLD,
  needsSupport,
  scoreRating,
  TOP_PERFORMER_THRESHOLD,
} from '@shared/team/score-badge';
import { ALL_DEPARTMENTS, filterEmployees, teamAnalyticsSummary, teamScore } from '@shared/team/team-summary';
import * as z from '@shared/zod';
import { candidateNames, lookupByName } from '../../domain/assistant/name-lookup';
import { byUrgency, countTasks, daysOverdue, filterTasks, isOverdue } from '../../domain/assistant/task-queries';
import type {
  AutomationFailure,
  AutomationListResult,
  AutomationRow,
  AutomationRunsResult,
  EmployeeDetailResult,
  EmployeeRow,
  EmployeeSearchResult,
  RunRow,
  TaskListResult,
  TaskMatchResult,
  TeamPerformanceResult,
} from '../../domain/assistant/tool-results';
import { taskLoadByEmployee } from '../../domain/team/task-load';
import { listAutomationRuns } from '../automations/automations';
import { rankForTask, teamAnalyst } from '../team/team-analysis';
import { defineTool, type ToolContext, text } from './tool-kit';

/** The read-only tools over the workspace's tasks, team and automations. */

/** Team Analytics' word for an employee whose competencies were never saved. */
const NOT_ASSESSED = 'Not assessed';

export const fullName = (e: Pick<Employee, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`.trim();

/**
 * Every employee as a row. Open tasks need the whole task list, so they are counted only when asked for (a team
 * ranking does not need them).
 */
async function employeeRows(
  context: ToolContext,
  options: { openTasks: boolean },
): Promise<{ rows: EmployeeRow[]; byId: Map<string, Employee> }> {
  const [employees, tasks] = await Promise.all([
    context.data.employees(),
    options.openTasks ? context.data.tasks() : [],
  ]);
  const load = taskLoadByEmployee(tasks);
  const rows = employees.map((e) => employeeRow(e, options.openTasks ? (load.get(e.id)?.open ?? 0) : null));
  return { rows, byId: new Map(employees.map((e) => [e.id, e])) };
}

function employeeRow(e: Employee, openTasks: number | null): EmployeeRow {
  const score = teamScore(e);
  return {
    id: e.id,
    name: fullName(e),
    position: e.position,
    department: e.department,
    score,
    rating: score === null ? NOT_ASSESSED : scoreRating(score),
    topStrengths: topStrengths(e.competencies).map((s) => ({ label: s.label, value: s.value })),
    openTasks,
  };
}

const employeeNames = (e: Pick<Employee, 'firstName' | 'lastName' | 'email' | 'id' | 'employeeId'>) =>
  [fullName(e), e.firstName, e.lastName, e.email, e.id, e.employeeId ?? ''].filter(Boolean);

/** The employee a name, email or id means, among the workspace's. */
export async function findEmployee(context: ToolContext, typed: string) {
  return lookupByName(await context.data.employees(), typed, employeeNames);
}

/** The task a title (or id) means, among the workspace's. */
export async function findTask(context: ToolContext, typed: string) {
  return lookupByName(await context.data.tasks(), typed, (t) => [t.title, t.id]);
}

export const listTasksTool = defineTool({
  name: 'list_tasks',
  label: 'Tasks',
  description:
    "Lists the workspace's tasks matching a filter, most urgent first, with counts over all tasks (total, open, pending, in progress, completed, overdue, open high-priority). A task is overdue when its due date has passed and it is not completed.",
  input: z.object({
    status: z
      .optional(z.enum(['open', 'pending', 'in_progress', 'completed']))
      .check(z.describe('open = pending or in progress')),
    priority: z.optional(taskPrioritySchema),
    due: z.optional(z.enum(['overdue', 'today', 'next_7_days', 'none'])),
    assignee: z.optional(text()).check(z.describe("An employee's name, email or id")),
    search: z.optional(text()).check(z.describe('Words that must appear in the title or description')),
    limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 10),
  }),
  async run(input, context): Promise<TaskListResult> {
    const [tasks, employees] = await Promise.all([context.data.tasks(), context.data.employees()]);
    const nameOf = new Map(employees.map((e) => [e.id, fullName(e)]));
    let assigneeEmployeeId: string | undefined;
    if (input.assignee) {
      const found = lookupByName(employees, input.assignee, employeeNames);
      if (found.kind !== 'found') {
        return { counts: countTasks(tasks, context.now), matching: 0, tasks: [], unknownAssignee: input.assignee };
      }
      assigneeEmployeeId = found.item.id;
    }
    const matching = filterTasks(
      tasks,
      { status: input.status, priority: input.priority, due: input.due, assigneeEmployeeId, search: input.search },
      context.now,
    ).sort(byUrgency);
    return {
      counts: countTasks(tasks, context.now),
      matching: matching.length,
      tasks: matching.slice(0, input.limit).map((t) => ({
        id: t.id,
        title: t.title,
        status: t.status,
        priority: t.priority,
        dueDate: t.dueDate,
        daysOverdue: isOverdue(t, context.now) ? daysOverdue(t, context.now) : null,
        assignee: t.assigneeEmployeeId ? (nameOf.get(t.assigneeEmployeeId) ?? null) : null,
      })),
    };
  },
  summarize: (r) =>
    r.unknownAssignee ? `No employee called "${r.unknownAssignee}"` : `${r.matching} of ${r.counts.total} tasks`,
});

export const searchEmployeesTool = defineTool({
  name: 'search_employees',
  label: 'Team',
  description:
    'Searches the team directory (name, position or email; optionally one department). Each employee has the Team Analytics score (0-100) and rating, top strengths and open tasks.',
  input: z.object({
    query: z.optional(text()),
    department: z.optional(text()),
    limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 20),
  }),
  async run(input, context): Promise<EmployeeSearchResult> {
    const { rows, byId } = await employeeRows(context, { openTasks: true });
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    const matching = filterEmployees([...byId.values()], input.query ?? '', input.department ?? ALL_DEPARTMENTS);
    return { total: matching.length, employees: matching.slice(0, input.limit).map((e) => rowOf.get(e.id)!) };
  },
  summarize: (r) => `${r.total} employees`,
});

export const getEmployeeTool = defineTool({
  name: 'get_employee',
  label: 'Employee profile',
  description:
    "One employee's profile: score, the ten competencies (0-100), open tasks and their latest AI insight (trend, strengths, development areas).",
  input: z.object({ employee: text().check(z.describe('Name, email or id')) }),
  async run(input, context): Promise<EmployeeDetailResult> {
    const found = await findEmployee(context, input.employee);
    if (found.kind !== 'found') return { employee: null, candidates: candidateNames(found, fullName) };
    const e = found.item;
    const [insights, tasks] = await Promise.all([context.data.insights(), context.data.tasks()]);
    const insight = insights.find((i) => i.employeeId === e.id);
    const open = tasks.filter((t) => t.assigneeEmployeeId === e.id && t.status !== 'completed').length;
    return {
      employee: {
        ...employeeRow(e, open),
        competencies: Object.fromEntries(competencyEntries(e.competencies).map((c) => [c.label, c.value])),
        insight: insight
          ? {
              performanceTrend: insight.performanceTrend,
              analysisConfidence: insight.analysisConfidence,
              strengths: insight.strengthsAnalysis,
              developmentAreas: insight.developmentAreas,
              recommendedTaskTypes: insight.recommendedTaskTypes,
              lastAnalyzedAt: insight.lastAnalyzedAt,
            }
          : null,
      },
      candidates: [],
    };
  },
  summarize: (r) => (r.employee ? r.employee.name : 'No such employee'),
});

export const teamPerformanceTool = defineTool({
  name: 'team_performance',
  label: 'Team Analytics',
  description: `The team's top performers (score ${TOP_PERFORMER_THRESHOLD} or more, best first) and those who need support (below ${NEEDS_SUPPORT_THRESHOLD}, lowest first), with team size and average competency, as Team Analytics computes them.`,
  input: z.object({}),
  async run(_input, context): Promise<TeamPerformanceResult> {
    const { rows, byId } = await employeeRows(context, { openTasks: false });
    const summary = teamAnalyticsSummary([...byId.values()]);
    const scored = rows.filter((r): r is EmployeeRow & { score: number } => r.score !== null);
    return {
      teamSize: summary.teamSize,
      assessed: summary.assessed,
      averageCompetency: summary.averageCompetency,
      topPerformerThreshold: TOP_PERFORMER_THRESHOLD,
      needsSupportThreshold: NEEDS_SUPPORT_THRESHOLD,
      topPerformers: scored
        .filter((r) => isTopPerformer(r.score))
        .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name)),
      needSupport: scored
        .filter((r) => needsSupport(r.score))
        .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name)),
    };
  },
  summarize: (r) => `${r.topPerformers.length} top performers, ${r.needSupport.length} need support of ${r.teamSize}`,
});

export const matchTaskTool = defineTool({
  name: 'match_task',
  label: 'Task matching',
  description:
    'Ranks every employee for a task, best first, with the same matcher as "Find Team Member": match score, skill match, workload balance (0-100), estimated hours and the reasoning.',
  input: z.object({ task: text().check(z.describe("The task's title (or id)")) }),
  async run(input, context): Promise<TaskMatchResult> {
    const found = await findTask(context, input.task);
    if (found.kind !== 'found') {
      return {
        task: null,
        candidates: candidateNames(found, (t) => t.title),
        recommendations: [],
        rankedBy: analystLabel('built-in', null),
      };
    }
    const task = found.item;
    const [employees, tasks, analyst] = await Promise.all([
      context.data.employees(),
      context.data.tasks(),
      teamAnalyst(context.workspaceId, { deadlineAt: context.deadlineAt }),
    ]);
    const ranked = await rankForTask(task, employees, tasks, analyst);
    return {
      task: { id: task.id, title: task.title, priority: task.priority, status: task.status },
      candidates: [],
      recommendations: ranked.slice(0, 5).map((r) => ({
        employeeId: r.employeeId,
        name: r.employee.name,
        position: r.employee.position,
        matchScore: r.matchScore,
        skillMatch: r.skillMatch,
        workloadBalance: r.workloadBalance,
        estimatedHours: r.estimatedCompletionTime,
        reasoning: r.reasoning,
      })),
      rankedBy: analystLabel(ranked[0]?.source ?? 'built-in', null),
    };
  },
  summarize: (r) => (r.task ? `${r.recommendations.length} candidates for "${r.task.title}"` : 'No such task'),
});

function automationRow(a: Awaited<ReturnType<ToolContext['data']['automations']>>[number]): AutomationRow {
  return {
    id: a.id,
    name: a.name,
    isActive: a.isActive,
    trigger: triggerTypeInfo(a.triggerType).label,
    action: actionTypeInfo(a.actionType).label,
    runCount: a.runCount,
    lastRunAt: a.lastRunAt,
    lastRunStatus: a.lastRunStatus,
  };
}

export const listAutomationsTool = defineTool({
  name: 'list_automations',
  label: 'Automations',
  description:
    "The workspace's automations with trigger, action, whether active, how many times each ran and its last run's status.",
  input: z.object({ lastRun: z._default(z.enum(['failed', 'succeeded', 'any']), 'any') }),
  async run(input, context): Promise<AutomationListResult> {
    const automations = await context.data.automations();
    return {
      total: automations.length,
      active: automations.filter((a) => a.isActive).length,
      automations: automations
        .filter((a) => input.lastRun === 'any' || a.lastRunStatus === input.lastRun)
        .map(automationRow),
    };
  },
  summarize: (r) => `${r.automations.length} of ${r.total} automations`,
});

export const automationRunsTool = defineTool({
  name: 'automation_runs',
  label: 'Automation runs',
  description:
    'Recent runs of the automations (or of one, by name), newest first, with what each did or why it failed, and per automation its failed runs.',
  input: z.object({
    automation: z.optional(text()).check(z.describe("An automation's name")),
    status: z._default(z.enum(['failed', 'succeeded', 'any']), 'any'),
    limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), 20),
  }),
  async run(input, context): Promise<AutomationRunsResult> {
    let automations = (await context.data.automations()).filter((a) => a.runCount > 0);
    if (input.automation) {
      const found = lookupByName(await context.data.automations(), input.automation, (a) => [a.name, a.id]);
      if (found.kind !== 'found') {
        return { automationsChecked: 0, runs: [], failures: [], unknownAutomation: input.automation };
      }
      automations = [found.item];
    }
    const perAutomation = await Promise.all(
      automations.map(async (a) => ({
        automation: a,
        runs: (await listAutomationRuns(context.workspaceId, a.id, { limit: 50 })).items,
      })),
    );
    const failures: AutomationFailure[] = [];
    const runs: RunRow[] = [];
    for (const { automation, runs: list } of perAutomation) {
      const failed = list.filter((r) => r.status === 'failed');
      if (failed.length) {
        failures.push({
          automationId: automation.id,
          automationName: automation.name,
          failedRuns: failed.length,
          latestAt: failed[0]!.startedAt,
          latestEvent: failed[0]!.eventSummary,
          latestError: failed[0]!.error ?? 'No reason recorded',
        });
      }
      for (const r of list) {
        if (input.status !== 'any' && r.status !== input.status) continue;
        runs.push({
          automationId: automation.id,
          automationName: automation.name,
          status: r.status,
          startedAt: r.startedAt,
          event: r.eventSummary,
          error: r.error,
          detail: r.detail,
        });
      }
    }
    failures.sort((a, b) => b.latestAt.localeCompare(a.latestAt));
    runs.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    return { automationsChecked: automations.length, runs: runs.slice(0, input.limit), failures };
  },
  summarize: (r) =>
    r.unknownAutomation
      ? `No automation called "${r.unknownAutomation}"`
      : `${r.failures.length} with failed runs of ${r.automationsChecked} automations`,
});
