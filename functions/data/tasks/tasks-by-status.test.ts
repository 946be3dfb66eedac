import type { TaskStatus } from '@shared/schemas/task';
import { aTask } from '@shared/testing/task';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { emptyTally, withCapacityTally } from '../../platform/dynamodb/capacity';
import { queryTasksByStatus, type StoredTask, taskEntity } from './tasks';

const _table = await startedForThisFile(startTestTable());

const STATUSES: TaskStatus[] = ['pending', 'in_progress', 'completed'];
const at = '2026-11-29T08:00:00.000Z';
const taskNumbered = (i: number, status: TaskStatus): StoredTask =>
  aTask({
    id: `01KTASK${String(i).padStart(19, '0')}`,
    title: `Task ${i}`,
    description: 'Something to do, described in a sentence or two as people write them.',
    status,
    createdAt: at,
    updatedAt: at,
    completedAt: status === 'completed' ? at : null,
  });

/** Every page of `status` at `limit` a page, as the list screen walks them. */
async function allPages(workspaceId: string, status: TaskStatus, limit: number) {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryTasksByStatus(workspaceId, status, { limit, cursor });
    ids.push(...page.items.map((task) => task.id));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

/** What the status pages must list: the workspace's tasks of that status as stored, newest first. */
async function stored(workspaceId: string, status: TaskStatus) {
  const all = await taskEntity.queryAll({ workspaceId }, { newestFirst: true });
  return all.filter((task) => task.status === status).map((task) => task.id);
}

describe('the tasks of one status', () => {
  it('lists exactly the stored tasks of each status, dense or spread thin, after moves and deletes', async () => {
    const workspaceId = 'ws-by-status';
    // 60 tasks: mostly pending, three in progress (the newest, one in the middle, the oldest) so that their id range
    // is wider than the range Query's bound, and a run of completed ones.
    const statusOf = (i: number): TaskStatus =>
      i === 0 || i === 30 || i === 59 ? 'in_progress' : i >= 40 && i < 50 ? 'completed' : 'pending';
    for (let i = 0; i < 60; i++) await taskEntity.create({ workspaceId, ...taskNumbered(i, statusOf(i)) });
    // Moves leave the old status's entries behind, and deletes leave entries with no task.
    for (const i of [5, 17, 44])
      await taskEntity.update({ workspaceId, id: taskNumbered(i, 'pending').id }, { status: 'completed' });
    await taskEntity.update({ workspaceId, id: taskNumbered(30, 'pending').id }, { status: 'pending' });
    for (const i of [8, 45]) await taskEntity.delete({ workspaceId, id: taskNumbered(i, 'pending').id });

    for (const status of STATUSES) {
      const expected = await stored(workspaceId, status);
      expect(expected.length).toBeGreaterThan(0);
      for (const limit of [1, 7, 50]) expect(await allPages(workspaceId, status, limit)).toEqual(expected);
    }
    expect(await stored(workspaceId, 'in_progress')).toEqual([
      taskNumbered(59, 'pending').id,
      taskNumbered(0, 'pending').id,
    ]);
  });

  it('reads a page of 50 by size in two Queries, not half a unit a task', async () => {
    const workspaceId = 'ws-by-status-cost';
    for (let i = 0; i < 60; i++)
      await taskEntity.create({ workspaceId, ...taskNumbered(i, i % 10 === 0 ? 'completed' : 'pending') });
    const tally = emptyTally();
    const page = await withCapacityTally(tally, () => queryTasksByStatus(workspaceId, 'pending', { limit: 50 }));
    expect(page.items).toHaveLength(50);
    // By key, the 50 tasks alone were 25 units; the entries and ~56 tasks by size are a few.
    expect(tally.tableCalls).toBe(2);
    expect(tally.readUnits).toBeLessThanOrEqual(4);
  });
});
