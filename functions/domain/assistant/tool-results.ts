import type { AutomationRunStatus } from '@shared/schemas/automation';
import type { TaskPriority, TaskStatus } from '@shared/schemas/task';
import type { TaskCounts } from './task-queries';

/**
 * What the assistant's tools answer: plain JSON, the same for the built-in assistant (which words them) and for
 * OpenAI (which reads them as data). Every figure an answer states is one of these fields.
 */
export interface TaskRow {
  id: string;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
  /** Whole days past due, for an overdue task; otherwise null. */
  daysOverdue: number | null;
  assignee: string | null;
}

export interface TaskListResult {
  /** Counts over every task of the workspace, whatever the filter. */
  counts: TaskCounts;
  /** Tasks matching the filter (all of them, though `tasks` lists at most `limit`). */
  matching: number;
  tasks: TaskRow[];
  /** Set when the assignee named in the filter is no employee of the workspace. */
  unknownAssignee?: string;
}

export interface EmployeeRow {
  id: string;
  name: string;
  position: string;
  department: string | null;
  /** The team score Team Analytics shows (0–100), or null while the employee's competencies were never assessed. */
  score: number | null;
  /** 'Excellent' … 'Needs Support', or 'Not assessed'. */
  rating: string;
  topStrengths: { label: string; value: number }[];
  /** Assigned and not completed; null where the tool did not count them (team rankings). */
  openTasks: number | null;
}

export interface EmployeeSearchResult {
  total: number;
  employees: EmployeeRow[];
}

export interface EmployeeDetailResult {
  employee: (EmployeeRow & { competencies: Record<string, number>; insight: InsightSummary | null }) | null;
  /** Employees the name could mean, when it was ambiguous. */
  candidates: string[];
}

export interface InsightSummary {
  performanceTrend: string;
  analysisConfidence: number;
  strengths: string[];
  developmentAreas: string[];
  recommendedTaskTypes: string[];
  lastAnalyzedAt: string;
}

export interface TeamPerformanceResult {
  teamSize: number;
  /** How many are assessed: the average and the rankings are theirs. */
  assessed: number;
  /** Null when nobody is assessed. */
  averageCompetency: number | null;
  topPerformerThreshold: number;
  needsSupportThreshold: number;
  topPerformers: EmployeeRow[];
  needSupport: EmployeeRow[];
}

export interface MatchRow {
  employeeId: string;
  name: string;
  position: string;
  matchScore: number;
  skillMatch: number;
  workloadBalance: number;
  estimatedHours: number;
  reasoning: string;
}

export interface TaskMatchResult {
  task: Pick<TaskRow, 'id' | 'title' | 'priority' | 'status'> | null;
  /** Task titles the name could mean, when it was ambiguous. */
  candidates: string[];
  recommendations: MatchRow[];
  /** Who ranked them: 'Built-in analyst' or the OpenAI model. */
  rankedBy: string;
}

export interface AutomationRow {
  id: string;
  name: string;
  isActive: boolean;
  trigger: string;
  action: string;
  runCount: number;
  lastRunAt: string | null;
  lastRunStatus: AutomationRunStatus | null;
}

export interface AutomationListResult {
  total: number;
  active: number;
  automations: AutomationRow[];
}

export interface RunRow {
  automationId: string;
  automationName: string;
  status: AutomationRunStatus;
  startedAt: string;
  event: string;
  error: string | null;
  detail: string | null;
}

export interface AutomationFailure {
  automationId: string;
  automationName: string;
  /** Failed runs among the runs read. */
  failedRuns: number;
  latestAt: string;
  latestEvent: string;
  latestError: string;
}

export interface AutomationRunsResult {
  /** Automations whose runs were read. */
  automationsChecked: number;
  /** The runs read, newest first (at most the limit asked for). */
  runs: RunRow[];
  /** Per automation with failed runs, most recent failure first. */
  failures: AutomationFailure[];
  /** Set when the automation named is not one of the workspace's. */
  unknownAutomation?: string;
}

/** A proposal tool's answer: what the card will say, or why nothing was proposed. */
export type ProposalResult =
  | { proposed: true; summary: string }
  | { proposed: false; problem: string; candidates?: string[] };
