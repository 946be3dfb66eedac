import type { Task } from '@shared/schemas/task';
import { aTask } from '@shared/testing/task';
import { describe, expect, it } from 'vitest';
import { compareTasks, matchesTaskFilters, taskListPage } from './task-list-order';
import { toTaskView } from './task-view';

let seq = 0;
const task = (fields: Partial<Task>): Task => {
  seq += 1;
  return aTask({ id: `01K${String(seq).padStart(23, '0')}`, title: `Task ${seq}`, ...fields });
};
const day = (d: string) => `${d}T00:00:00.000Z`;
const today = '2026-11-21';

describe('matchesTaskFilters', () => {
  it('finds the search in the title or the description, in any case', () => {
    const t = task({ title: 'Call ACME', description: 'About the Renewal' });
    expect(matchesTaskFilters(t, { q: 'acme' }, today)).toBe(true);
    expect(matchesTaskFilters(t, { q: 'renewal' }, today)).toBe(true);
    expect(matchesTaskFilters(t, { q: 'invoice' }, today)).toBe(false);
  });

  it('keeps only the overdue (or only the others), and one status', () => {
    const late = task({ dueDate: day('2026-11-20') });
    const done = task({ dueDate: day('2026-11-20'), status: 'completed' });
    expect(matchesTaskFilters(late, { overdue: true }, today)).toBe(true);
    expect(matchesTaskFilters(done, { overdue: true }, today)).toBe(false);
    expect(matchesTaskFilters(done, { overdue: false }, today)).toBe(true);
    expect(matchesTaskFilters(late, { status: 'completed' }, today)).toBe(false);
  });
});

describe('compareTasks', () => {
  const a = task({ title: 'b task', priority: 'low', dueDate: day('2026-11-25') });
  const b = task({ title: 'A task', priority: 'high', dueDate: null });
  const c = task({ title: 'Task 10', priority: 'high', dueDate: day('2026-11-22'), status: 'in_progress' });
  const d = task({ title: 'Task 9', priority: 'medium', dueDate: day('2026-11-22') });
  const sorted = (sort: Parameters<typeof compareTasks>[0]) =>
    [a, b, c, d].sort((x, y) => compareTasks(sort, x, y)).map((t) => t.title);

  it('orders by due day (none last), then priority', () => {
    expect(sorted('due')).toEqual(['Task 10', 'Task 9', 'b task', 'A task']);
  });
  it('orders by priority, high first, then due day', () => {
    expect(sorted('priority')).toEqual(['Task 10', 'A task', 'Task 9', 'b task']);
  });
  it('orders titles A to Z, ignoring case, numbers as numbers', () => {
    expect(sorted('title')).toEqual(['A task', 'b task', 'Task 9', 'Task 10']);
  });
  it('orders by status, then due day, then priority (the screen default)', () => {
    expect(sorted('status')).toEqual(['Task 9', 'b task', 'A task', 'Task 10']);
  });
  it('orders newest first by creation', () => {
    expect(sorted('created')).toEqual(['Task 9', 'Task 10', 'A task', 'b task']);
  });
});

describe('taskListPage', () => {
  const tasks = Array.from({ length: 5 }, (_, i) => task({ dueDate: day(`2026-11-1${i}`) }));

  it('cuts pages by place, so a task deleted between pages does not shift the next one', () => {
    const options = { filters: {}, sort: 'due' as const, today, limit: 2 };
    const first = taskListPage(tasks, options);
    expect(first.items).toEqual(tasks.slice(0, 2));
    const withoutSecond = tasks.filter((t) => t !== tasks[1]);
    const second = taskListPage(withoutSecond, { ...options, after: first.next! });
    expect(second.items).toEqual(tasks.slice(2, 4));
    const last = taskListPage(tasks, { ...options, after: second.next! });
    expect(last).toEqual({ items: [tasks[4]], next: null });
  });

  it('pages under a filter', () => {
    const page = taskListPage([...tasks, task({ title: 'Not late' })], {
      filters: { overdue: true },
      sort: 'created',
      today,
      limit: 10,
    });
    expect(page.items.map((t) => t.id)).toEqual([...tasks].reverse().map((t) => t.id));
  });
});

describe('toTaskView', () => {
  it('adds overdue, decided on the given day', () => {
    const t = task({ dueDate: day('2026-11-20') });
    expect(toTaskView(t, '2026-11-20').overdue).toBe(false);
    expect(toTaskView(t, '2026-11-21')).toEqual({ ...t, overdue: true });
  });
});
