import type { TaskView } from '@shared/schemas/task';
import { calendarDayIn } from '@shared/tasks/task-due';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aPage, aTask } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { type ApiCall, stubApi } from '../../../testing/stub-api';
import { OverdueTasksCard } from './overdue-tasks-card';

/** The ISO due date the web sends for the day `offset` days from today (UTC). */
const dueIn = (offset: number) =>
  new Date(Date.parse(`${calendarDayIn(new Date(), 'UTC')}T00:00:00.000Z`) + offset * 86_400_000).toISOString();
const counts = { pending: 0, in_progress: 0, completed: 0 };

let calls: ApiCall[];
let overdue: TaskView[];

beforeEach(() => {
  overdue = [];
  // The server answers `?overdue=true` in pages (two here): the card counts them all.
  calls = stubApi({
    listTasks: ({ call }) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.searchParams.get('overdue') !== 'true') return aPage([], { counts, assigneeNames: {}, timeZone: 'UTC' });
      const second = url.searchParams.get('cursor') === 'p2';
      const items = second ? overdue.slice(4) : overdue.slice(0, 4);
      const cursor = !second && overdue.length > 4 ? 'p2' : null;
      return aPage(items, { counts, assigneeNames: {}, timeZone: 'UTC' }, cursor);
    },
  });
});
afterEach(resetApp);

const late = (id: string, days: number, priority: TaskView['priority'] = 'medium') =>
  aTask({ id, title: `Late ${id}`, dueDate: dueIn(-days), priority, overdue: true });

describe("The dashboard's overdue tasks", () => {
  it('counts every overdue task across pages, names the first five, and links to the Overdue filter', async () => {
    overdue = [late('a', 9, 'high'), late('b', 5), late('c', 3), late('d', 2), late('e', 1), late('f', 1)];
    renderInApp(<OverdueTasksCard />);
    const count = await screen.findByTestId('overdue-count');
    expect(count.textContent).toBe('6tasks are past their due date and not completed');
    const list = screen.getByRole('list', { name: 'Overdue tasks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Late a',
      'Late b',
      'Late c',
      'Late d',
      'Late e',
    ]);
    expect(within(rows[0]!).getByText('Overdue by 9 days')).toBeTruthy();
    expect(within(rows[0]!).getByText('High priority')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all 6 overdue tasks' }).getAttribute('href')).toBe(
      '/tasks?overdue=true',
    );
    // The same question as the Tasks screen's Overdue filter, most overdue first.
    const asked = calls.filter((c) => c.routeId === 'listTasks').map((c) => new URL(c.url, 'http://localhost'));
    expect(asked.every((u) => u.searchParams.get('overdue') === 'true' && u.searchParams.get('sort') === 'due')).toBe(
      true,
    );
  });

  it('says so when nothing is overdue', async () => {
    renderInApp(<OverdueTasksCard />);
    expect(await screen.findByText(/Nothing is overdue/)).toBeTruthy();
    expect(screen.queryByTestId('overdue-count')).toBeNull();
  });

  it('names one overdue task in the singular', async () => {
    overdue = [late('a', 1)];
    renderInApp(<OverdueTasksCard />);
    expect((await screen.findByTestId('overdue-count')).textContent).toBe(
      '1task is past its due date and not completed',
    );
    expect(screen.getByText('Overdue by 1 day')).toBeTruthy();
  });
});
