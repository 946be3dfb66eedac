import type { AutomationRunStatus, RunRecordStatus } from '@shared/schemas/automation';
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
  status: RunRecordStatus;
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

/** One dashboard figure over the range and the same number of days before it; `change` in percent, as the card. */
export interface KpiFigureRow {
  current: number;
  previous: number;
  change: number;
}

export interface KpiStatsResult {
  range: {
    timeRange: string;
    /** 'Last 30 days', as the dashboard's selector says. */
    label: string;
    from: string;
    to: string;
    previousFrom: string;
    previousTo: string;
    timeZone: string;
  };
  /** US dollars. */
  revenue: KpiFigureRow;
  leads: KpiFigureRow;
  appointments: KpiFigureRow;
  tasksCompleted: KpiFigureRow;
  /** Of the tasks created in the range, how many are completed (the rate in whole percent; null if none). */
  taskCompletion: { completionRate: number | null; tasksCreated: number; tasksCreatedCompleted: number };
  /** Where the revenue came from (dollars): connected apps, bank data, deposits matched to an invoice once. */
  revenueSources: { apps: number; bank: number; matched: number };
  healthScore: number | null;
  /** The figures with no data in either period, and what would fill each (a sentence and a screen). */
  missing: { metric: 'revenue' | 'leads' | 'appointments' | 'tasks'; message: string; href: string }[];
  /**
   * For 365d only (empty otherwise): revenue and new leads per calendar month, this one so far and the 11 before,
   * as the dashboard's chart shows them ('Oct 2026').
   */
  months: { label: string; revenue: number; leads: number }[];
}

export interface TransactionRow {
  date: string;
  merchant: string;
  description: string;
  /** Dollars, negative for money out. */
  amount: number;
  category: string;
}

export interface TransactionsResult {
  filter: { from: string; to: string; category: string | null; merchant: string | null };
  /** Transactions matching the filter (all of them, though `transactions` lists at most `limit`). */
  count: number;
  /** Dollars received as income, and spent in the expense categories net of refunds (transfers are neither). */
  received: number;
  spent: number;
  /** Spending per expense category, largest first. */
  byCategory: { category: string; spent: number; count: number }[];
  /** Spending per merchant, largest first (at most 10). */
  topMerchants: { merchant: string; spent: number; count: number }[];
  /** The newest matching transactions. */
  transactions: TransactionRow[];
  /** False when more transactions matched than one answer reads; the figures then cover the newest ones read. */
  complete: boolean;
  /** Whether the workspace has any bank data at all (else nothing can match, and bank data would fill it). */
  hasBankData: boolean;
}

export type IntegrationHealth = 'healthy' | 'failing' | 'stale' | 'never_synced' | 'syncing' | 'paused';

export interface IntegrationRow {
  name: string;
  provider: string;
  providerName: string;
  health: IntegrationHealth;
  lastSyncAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** What to do about the last failure, as the /integrations card says it. */
  hint: string | null;
  itemCount: number;
  nextSyncAt: string | null;
}

export interface IntegrationsResult {
  /** Connections in the workspace, and how many of them are failing (whatever provider was asked for). */
  total: number;
  failing: number;
  /** The connections asked for, failing first. */
  integrations: IntegrationRow[];
  /** Set when a provider was asked for and is not connected. */
  notConnected?: string;
}

/** The dashboard's counts over one calendar span (revenue in US dollars). */
export interface KpiPeriodFigures {
  revenue: number;
  leads: number;
  appointments: number;
  tasksCompleted: number;
  /** Tasks created in the span, and how many of those are completed now. */
  tasksCreated: number;
  tasksCreatedCompleted: number;
  /** Of the tasks created, the share completed now, in whole percent; null when none were created. */
  completionRate: number | null;
}

export interface KpiPeriodRow {
  from: string;
  to: string;
  /** 'November 2026 so far', 'October 2026', 'Q3 2026', 'the last 30 days'. */
  label: string;
  figures: KpiPeriodFigures;
}

export interface KpiPeriodResult {
  timeZone: string;
  period: KpiPeriodRow;
  /** The period it is compared with, when one was asked for. */
  compare: KpiPeriodRow | null;
  /** Percent change of each figure against `compare` (as the dashboard computes it); null without one. */
  change: { revenue: number; leads: number; appointments: number; tasksCompleted: number } | null;
}

/** The workspace's accounts with a balance, and the cash they hold together. */
export interface CashBalanceResult {
  accounts: {
    name: string;
    institution: string | null;
    mask: string | null;
    type: string;
    balance: number | null;
    balanceAsOf: string | null;
  }[];
  /** Dollars in checking, savings and other deposit accounts with a known balance. */
  totalCash: number;
  /** Dollars owed on credit accounts (a positive number), which is not cash. */
  creditOwed: number;
  /** Accounts whose balance is not known yet (no statement or bank figure). */
  unknownBalances: number;
}
