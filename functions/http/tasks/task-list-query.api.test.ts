import { calendarDayIn, daysBetween } from '@shared/tasks/task-due';
import { describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpUser, type TestUser } from '../../../scripts/testing/test-runtime';

const api = await sharedTestApi();

/** A calendar day `offset` days from `day`, as the ISO due date the web sends (its midnight UTC). */
const dueOn = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + offset * 86_400_000).toISOString();
const titles = (page: { items: { title: string }[] }) => page.items.map((t) => t.title);

async function workspaceWithTasks(): Promise<TestUser> {
  const user = await signUpUser(api);
  const today = calendarDayIn(new Date(), 'UTC');
  const make = (title: string, fields: object = {}) => user.client.create('/api/tasks', { title, ...fields });
  // Created in this order, so newest first is the reverse.
  await make('Invoice Acme', { dueDate: dueOn(today, -3), priority: 'low', description: 'Send the Q4 invoice' });
  await make('call supplier', { dueDate: dueOn(today, -1), priority: 'high' });
  const done = await make('Archive receipts', { dueDate: dueOn(today, -10), priority: 'medium' });
  await user.client.patch(`/api/tasks/${done.id}`, { status: 'completed' });
  await make('Plan offsite', { dueDate: dueOn(today, 5), priority: 'high' });
  await make('Book travel', { priority: 'medium', description: 'acme visit' });
  return user;
}

describe('GET /api/tasks: overdue, search and sort on the server', () => {
  it('lists only the overdue tasks with ?overdue=true, each marked overdue', async () => {
    const { client } = await workspaceWithTasks();
    const page = (await client.get('/api/tasks?overdue=true')).body;
    expect(titles(page)).toEqual(['call supplier', 'Invoice Acme']);
    expect(page.items.every((t: { overdue: boolean }) => t.overdue)).toBe(true);
    const all = (await client.get('/api/tasks')).body;
    expect(all.items.filter((t: { overdue: boolean }) => t.overdue).map((t: { title: string }) => t.title)).toEqual([
      'call supplier',
      'Invoice Acme',
    ]);
    expect(titles((await client.get('/api/tasks?overdue=false')).body)).toEqual([
      'Book travel',
      'Plan offsite',
      'Archive receipts',
    ]);
    expect((await client.get('/api/tasks?overdue=maybe')).status).toBe(400);
  });

  it('searches title and description in any case with ?q=, alone or with a status', async () => {
    const { client } = await workspaceWithTasks();
    expect(titles((await client.get('/api/tasks?q=ACME')).body)).toEqual(['Book travel', 'Invoice Acme']);
    expect(titles((await client.get('/api/tasks?q=%20receipts%20')).body)).toEqual(['Archive receipts']);
    expect(titles((await client.get('/api/tasks?q=receipts&status=pending')).body)).toEqual([]);
    expect(titles((await client.get('/api/tasks?q=nothing-like-this')).body)).toEqual([]);
    expect((await client.get(`/api/tasks?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('orders by due date, priority, title, status (then due, then priority) and creation', async () => {
    const { client } = await workspaceWithTasks();
    const sorted = async (sort: string) => titles((await client.get(`/api/tasks?sort=${sort}`)).body);
    expect(await sorted('due')).toEqual([
      'Archive receipts',
      'Invoice Acme',
      'call supplier',
      'Plan offsite',
      'Book travel',
    ]);
    expect(await sorted('priority')).toEqual([
      'call supplier',
      'Plan offsite',
      'Archive receipts',
      'Book travel',
      'Invoice Acme',
    ]);
    expect(await sorted('title')).toEqual([
      'Archive receipts',
      'Book travel',
      'call supplier',
      'Invoice Acme',
      'Plan offsite',
    ]);
    expect(await sorted('status')).toEqual([
      'Invoice Acme',
      'call supplier',
      'Plan offsite',
      'Book travel',
      'Archive receipts',
    ]);
    expect(await sorted('created')).toEqual(titles((await client.get('/api/tasks')).body));
    expect((await client.get('/api/tasks?sort=random')).status).toBe(400);
  });

  it('pages a filtered, sorted list with its cursor to the end, and refuses a cursor of another order', async () => {
    const { client } = await workspaceWithTasks();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/tasks?sort=title&q=a&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await client.get(query)).body;
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.counts).toEqual({ pending: 4, in_progress: 0, completed: 1 });
      seen.push(...titles(page));
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['Archive receipts', 'Book travel', 'call supplier', 'Invoice Acme', 'Plan offsite']);
    expect(pages).toBe(3);

    const first = (await client.get('/api/tasks?overdue=true&limit=1')).body;
    expect(titles(first)).toEqual(['call supplier']);
    const second = (await client.get(`/api/tasks?overdue=true&limit=1&cursor=${encodeURIComponent(first.cursor)}`))
      .body;
    expect(titles(second)).toEqual(['Invoice Acme']);
    expect(second.cursor).toBeNull();

    const titleCursor = (await client.get('/api/tasks?sort=title&limit=1')).body.cursor;
    const mixed = await client.get(`/api/tasks?sort=due&cursor=${encodeURIComponent(titleCursor)}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('Validation error: Invalid cursor');
    expect((await client.get('/api/tasks?sort=due&cursor=not-a-cursor')).status).toBe(400);
  });

  it("decides overdue in the workspace's time zone", async () => {
    // Kiritimati (UTC+14) is a day or two ahead of Etc/GMT+12 (UTC-12) at any instant: a task due on Kiritimati's
    // yesterday is overdue there and not yet where the day is at most that day.
    const ahead = await signUpUser(api);
    const behind = await signUpUser(api);
    expect((await ahead.client.put('/api/workspace/time-zone', { timeZone: 'Pacific/Kiritimati' })).status).toBe(200);
    expect((await behind.client.put('/api/workspace/time-zone', { timeZone: 'Etc/GMT+12' })).status).toBe(200);
    const now = new Date();
    const aheadToday = calendarDayIn(now, 'Pacific/Kiritimati');
    expect(daysBetween(calendarDayIn(now, 'Etc/GMT+12'), aheadToday)).toBeGreaterThanOrEqual(1);
    const dueDate = dueOn(aheadToday, -1);
    const there = await ahead.client.create('/api/tasks', { title: 'Due yesterday in Kiritimati', dueDate });
    const here = await behind.client.create('/api/tasks', { title: 'Due yesterday in Kiritimati', dueDate });
    expect(there.overdue).toBe(true);
    expect(here.overdue).toBe(false);
    const page = (await ahead.client.get('/api/tasks?overdue=true')).body;
    expect(page.timeZone).toBe('Pacific/Kiritimati');
    expect(titles(page)).toEqual(['Due yesterday in Kiritimati']);
    expect(titles((await behind.client.get('/api/tasks?overdue=true')).body)).toEqual([]);
  });
});
