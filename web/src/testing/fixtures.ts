import type { Employee } from '@shared/schemas/employee';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import type { Task } from '@shared/schemas/task';
import type { AuthUser } from '@shared/schemas/user';
import { ALL_DEPARTMENTS, filterEmployees, performancePercent } from '@shared/team/team-summary';

/** A valid task as the API answers it (it passes the route's response schema, which tests check in dev mode). */
export const aTask = (overrides: Partial<Task> = {}): Task => ({
  id: 't1',
  title: 'Call Acme',
  description: null,
  status: 'pending',
  priority: 'medium',
  dueDate: null,
  userId: 'u1',
  assigneeEmployeeId: null,
  createdByAutomationId: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  completedAt: null,
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
export function aTaskPage(tasks: Task[], url: string, assigneeNames: Record<string, string> = {}) {
  const status = new URL(url, 'http://localhost').searchParams.get('status');
  const counts = { pending: 0, in_progress: 0, completed: 0 };
  for (const t of tasks) counts[t.status] += 1;
  return aPage(
    tasks.filter((t) => !status || t.status === status),
    { counts, assigneeNames },
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
