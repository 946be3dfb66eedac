import type { Task } from '@shared/schemas/task';

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
