import { permissionsOf } from '@shared/access/roles';
import { defaultCompetencyScores } from '@shared/catalog/competencies';
import type { AuditEntry } from '@shared/schemas/audit';
import {
  type Automation,
  type CreateAutomationInput,
  DEFAULT_ACTION_TYPE,
  DEFAULT_TRIGGER_TYPE,
} from '@shared/schemas/automation';
import type { Branding } from '@shared/schemas/branding';
import type { Employee } from '@shared/schemas/employee';
import type { FinancialAnalysis, Statement, Transaction } from '@shared/schemas/finance';
import type { CashForecast } from '@shared/schemas/forecast';
import type { TaskView } from '@shared/schemas/task';
import type { AuthUser } from '@shared/schemas/user';
import { ALL_DEPARTMENTS, filterEmployees, performancePercent } from '@shared/team/team-summary';
import { anAutomation } from '@shared/testing/automation';
import { aBankAccount } from '@shared/testing/bank-account';
import { aTask as aStoredTask } from '@shared/testing/task';

/** A valid task as the API answers it (it passes the route's response schema, which tests check in dev mode). */
export const aTask = (overrides: Partial<TaskView> = {}): TaskView => ({
  ...aStoredTask({ id: 't1', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' }),
  overdue: false,
  ...overrides,
});

/** The signed-in user as `/api/auth/user` answers. */
export const anAuthUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'u1',
  firstName: 'Ada',
  lastName: 'L',
  email: 'ada@example.com',
  profileImageUrl: null,
  subscriptionTier: 'starter',
  workspaceId: 'w1',
  workspaceName: "Ada L's workspace",
  role: 'owner',
  employeeId: null,
  permissions: permissionsOf(overrides.role ?? 'owner'),
  aiEnabled: true,
  ...overrides,
});

/** The workspace's branding as `/api/workspace/branding` answers it: nothing set unless overridden. */
export const aBranding = (overrides: Partial<Branding> = {}): Branding => ({
  displayName: null,
  accentColor: null,
  appliedAccentColor: null,
  hideBizPilotName: false,
  logoUrl: null,
  ...overrides,
});

/** An employee as the API answers them: Maya Chen, full-time backend engineer, assessed once. */
export const anEmployee = (overrides: Partial<Employee> = {}): Employee => ({
  id: 'e1',
  firstName: 'Maya',
  lastName: 'Chen',
  email: 'maya@example.com',
  position: 'Backend Engineer',
  department: 'Engineering',
  employeeId: null,
  phone: null,
  address: null,
  hireDate: '2023-01-15',
  employmentType: 'full-time',
  salary: null,
  hourlyRate: null,
  profileImageUrl: null,
  skills: [],
  certifications: [],
  performanceScore: 90,
  competencies: { ...defaultCompetencyScores(), notes: null },
  assessedAt: '2026-06-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export { aBankAccount };

/** A transaction read from an uploaded statement: a Stripe payout, categorised by a built-in rule. */
export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: '2026-03-12.acc1.AbC_def-0123456789xyzQ',
  date: '2026-03-12',
  description: 'STRIPE TRANSFER ST-K2L7Q9',
  merchant: 'Stripe Transfer',
  amount: 1250,
  category: 'Income',
  revenueKind: 'subscriptions',
  categorySource: 'built-in-rule',
  accountId: 'acc1',
  source: { kind: 'statement', statementId: 's1', line: 4, page: null },
  ...overrides,
});

/** An uploaded statement that imported without trouble; `outcome` changes parts of what it imported. */
export const anImportedStatement = (
  overrides: Partial<Statement> = {},
  outcome: Partial<NonNullable<Statement['outcome']>> = {},
): Statement => ({
  id: 's1',
  filename: 'march.csv',
  format: 'csv',
  size: 1200,
  status: 'imported',
  uploadedAt: '2026-03-31T10:00:00.000Z',
  finishedAt: '2026-03-31T10:00:02.000Z',
  outcome: {
    accounts: [{ id: 'a1', name: 'Checking ••4821' }],
    imported: 42,
    duplicates: 0,
    skipped: [],
    skippedCount: 0,
    notices: [],
    ...outcome,
  },
  failure: null,
  ...overrides,
});

/** A financial analysis as the API answers it: no data unless `overrides` give some. */
export const anAnalysis = (overrides: Partial<FinancialAnalysis> = {}): FinancialAnalysis => ({
  hasData: false,
  period: { from: '2026-03-02', to: '2026-03-31', label: 'Last 30 days' },
  revenue: 0,
  expenses: 0,
  netIncome: 0,
  profitMargin: null,
  previous: { revenue: 0, expenses: 0, netIncome: 0 },
  revenueChange: null,
  expenseChange: null,
  expenseCategories: [],
  revenueByKind: [],
  otherIncome: 0,
  topPayer: null,
  cash: { balance: null, monthlyBurn: null, runwayMonths: null },
  latestTransactionDate: null,
  daysSinceLatest: null,
  healthScore: null,
  healthComponents: [],
  insights: [],
  recommendations: [],
  analyst: { source: 'built-in', model: null },
  ...overrides,
});

/** A list route's answer (`shared/schemas/pagination.ts`): one page, the last unless a cursor is given. */
export const aPage = <T, Extra extends object = object>(items: T[], extra?: Extra, cursor: string | null = null) => ({
  items,
  cursor,
  ...extra,
});

/** GET /api/tasks's page as the server answers it: the `?status=` filter applied, counts and assignee names beside. */
export function aTaskPage(
  tasks: TaskView[],
  url: string,
  assigneeNames: Record<string, string> = {},
  timeZone = 'UTC',
) {
  const status = new URL(url, 'http://localhost').searchParams.get('status');
  const counts = { pending: 0, in_progress: 0, completed: 0 };
  for (const t of tasks) counts[t.status] += 1;
  return aPage(
    tasks.filter((t) => !status || t.status === status),
    { counts, assigneeNames, timeZone },
  );
}

/** GET /api/employees's page as the server answers it: searched and filtered, with the whole team's counts. */
export function anEmployeePage(employees: Employee[], url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const departments = [...new Set(employees.map((e) => e.department?.trim()).filter((d): d is string => !!d))];
  const team = {
    total: employees.length,
    fullTime: employees.filter((e) => e.employmentType === 'full-time').length,
    performanceTotal: employees.reduce((sum, e) => sum + performancePercent(e), 0),
    departments: departments.sort((a, b) => a.localeCompare(b)),
  };
  const found = filterEmployees(employees, query.get('search') ?? '', query.get('department') ?? ALL_DEPARTMENTS);
  return aPage(found, { team });
}

/** Day `i + 1` of December 2026 on a forecast's chart, with its 80% band $500 either side. */
export const aForecastPoint = (i: number, balance: number) => ({
  date: `2026-12-${String(i + 1).padStart(2, '0')}`,
  balance,
  low: balance - 500,
  high: balance + 500,
});

/** A cash forecast as the API answers it: a low point of $4,200 on Dec 2, 2026, driven by a biweekly payroll. */
export const aCashForecast = (overrides: Partial<CashForecast> = {}): CashForecast => ({
  asOf: '2026-11-30',
  startingBalance: 10_000,
  points: [aForecastPoint(0, 9000), aForecastPoint(1, 4200), aForecastPoint(2, 8000)],
  lowest: { date: '2026-12-02', balance: 4200 },
  drivers: [{ label: 'Gusto Payroll', amount: 6400, direction: 'out', kind: 'recurring' }],
  recurring: [
    {
      id: 'gusto-payroll-out',
      counterparty: 'Gusto Payroll',
      direction: 'out',
      amount: 6400,
      cadence: 'biweekly',
      nextDate: '2026-12-02',
      confidence: 0.9,
      lastSeen: '2026-11-18',
      ended: false,
      status: 'detected',
    },
  ],
  method: 'holt_winters',
  methodLabel: 'Exponential smoothing with a weekly season (Holt-Winters, MSTL + ETS)',
  accuracy: { horizonDays: { 30: 6, 60: 8, 90: 10 }, baseline: { 30: 11, 60: 14, 90: 17 } },
  confidence: { level: 'normal', label: null },
  dataFrom: '2025-06-01',
  dataTo: '2026-11-30',
  threshold: 5000,
  scenario: null,
  ...overrides,
});

/** An audit entry as the API answers it: Maria Lopez (an admin) updated Sam Carter's employee record. */
export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  seq: 2,
  at: '2026-11-02T09:30:00.000Z',
  actor: { type: 'user', id: 'u-maria', name: 'Maria Lopez' },
  action: 'employee.updated',
  target: { type: 'employee', id: 'emp1', label: 'Sam Carter' },
  changes: {},
  hiddenFields: [],
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  requestId: 'r1',
  result: 'success',
  ...overrides,
});

export { anAutomation };

/** What `createAutomation` answers for `body`: the automation it describes (the server's defaults where it is silent), never run. */
export const anAutomationCreatedFrom = (body: CreateAutomationInput): Automation =>
  anAutomation({
    name: body.name,
    description: body.description ?? null,
    isActive: body.isActive ?? true,
    triggerType: body.triggerType ?? DEFAULT_TRIGGER_TYPE,
    triggerConfig: body.triggerConfig ?? null,
    actionType: body.actionType ?? DEFAULT_ACTION_TYPE,
    actionConfig: body.actionConfig ?? {},
    steps: (body.steps ?? []) as Automation['steps'],
  });
