import type { FinancialAnalysis } from '@shared/schemas/finance';
import type { Task } from '@shared/schemas/task';
import type { AuthUser } from '@shared/schemas/user';

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
