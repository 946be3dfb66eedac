import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { unitsOf } from '../../../scripts/testing/request-units';
import { signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { userEntity } from '../../data/auth/users';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { db, tableName } from '../../platform/dynamodb/client';

// Every request reads its session, so each one's units do not depend on how long ago the last one ran.
process.env.SESSION_CACHE_SECONDS = '0';
const api = await startedForThisFile(startTestApi());

const workspaceIdOf = async (owner: TestUser) => (await userEntity.get({ id: owner.user.id }))!.workspaceId;
const countsShown = async (owner: TestUser, query = '') =>
  (await owner.client.get(`/api/tasks?limit=50${query}`)).body.counts;
const rawItem = async (pk: string, sk: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }))).Item;

/**
 * A workspace as the release before this one left it: its item at v1 (no `v`, no `taskCounts`), its counts in
 * `COUNTER#TASKS` (or, older still, no counter and no status index), its tasks written with no status entry.
 */
async function asBeforeCountsMoved(workspaceId: string, options: { counter: boolean }) {
  const current = (await rawItem(`WS#${workspaceId}`, 'WORKSPACE'))!;
  const { v: _v, taskCounts: _counts, ...v1 } = current;
  await db().send(new PutCommand({ TableName: tableName(), Item: v1 }));
  const tasks = [
    { title: 'Call the supplier', status: 'pending' },
    { title: 'Send the March invoices', status: 'pending' },
    { title: 'Book the van', status: 'completed' },
  ];
  const at = new Date().toISOString();
  for (const [i, task] of tasks.entries()) {
    const id = `01M8OLD0000000000000000${i}`;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `WS#${workspaceId}`,
          sk: `TASK#${id}`,
          type: 'Task',
          id,
          ...task,
          description: null,
          priority: 'medium',
          dueDate: null,
          userId: 'someone',
          assigneeEmployeeId: null,
          createdByAutomationId: null,
          createdAt: at,
          updatedAt: at,
          completedAt: task.status === 'completed' ? at : null,
        },
      }),
    );
  }
  if (options.counter) {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: `WS#${workspaceId}`, sk: 'COUNTER#TASKS', type: 'Counter', pending: 2, completed: 1 },
      }),
    );
  }
}

describe('the counts by status on the workspace item (issue 36)', () => {
  it('a task create writes 9 units, reads 2, and the counts shown follow every change of status', async () => {
    const owner = await signUpUser(api);
    const workspaceId = await workspaceIdOf(owner);
    await owner.client.post('/api/tasks', { title: 'Warm up' });
    let id = '';
    const created = await unitsOf(async () => {
      const res = await owner.client.post('/api/tasks', { title: 'Call the supplier' });
      id = res.body.id;
      return res;
    });
    // The month's use, the status entry, the task, the day and month rollups, the workspace (its stamp and its
    // counts in one UpdateItem: the counter item was a tenth write) and the audit entry with its two index copies.
    expect(created.writeUnits).toBe(9);
    // The session (0.5), the member (1) and the workspace, eventually consistent (0.5; it was a consistent 1).
    expect(created.readUnits).toBeLessThanOrEqual(2);
    expect(await countsShown(owner)).toEqual({ pending: 2, in_progress: 0, completed: 0 });

    await owner.client.request('PATCH', `/api/tasks/${id}`, { json: { status: 'in_progress' } });
    expect(await countsShown(owner)).toEqual({ pending: 1, in_progress: 1, completed: 0 });
    await owner.client.request('PATCH', `/api/tasks/${id}`, { json: { status: 'completed' } });
    await owner.client.request('PATCH', `/api/tasks/${id}`, { json: { title: 'Called the supplier' } });
    expect(await countsShown(owner, '&status=completed')).toEqual({ pending: 1, in_progress: 0, completed: 1 });
    await owner.client.delete(`/api/tasks/${id}`);
    expect(await countsShown(owner)).toEqual({ pending: 1, in_progress: 0, completed: 0 });
    // No counter item is written any more: the workspace's item holds the counts.
    expect(await rawItem(`WS#${workspaceId}`, 'COUNTER#TASKS')).toBeUndefined();
    expect((await workspaceEntity.get({ workspaceId }, { consistent: true }))?.taskCounts).toEqual({
      pending: 1,
      in_progress: 0,
      completed: 0,
    });
  });

  it('backfills a workspace from before, counting its tasks once, the create made before the backfill included', async () => {
    const owner = await signUpUser(api);
    const workspaceId = await workspaceIdOf(owner);
    await asBeforeCountsMoved(workspaceId, { counter: true });
    // A create before the counts are read: it cannot move counts that are not there, and is counted by the backfill.
    const created = (await owner.client.post('/api/tasks', { title: 'Made before the backfill' })).body;
    expect(created.status).toBe('pending');
    // Twice at once, then again: one set of counts, the same each time.
    const first = await Promise.all([countsShown(owner), countsShown(owner)]);
    expect(first).toEqual([
      { pending: 3, in_progress: 0, completed: 1 },
      { pending: 3, in_progress: 0, completed: 1 },
    ]);
    expect(await countsShown(owner)).toEqual({ pending: 3, in_progress: 0, completed: 1 });
    const stored = (await rawItem(`WS#${workspaceId}`, 'WORKSPACE'))!;
    expect(stored.v).toBe(2);
    expect(stored.taskCounts).toEqual({ pending: 3, in_progress: 0, completed: 1 });
    // From here the writes move them.
    await owner.client.request('PATCH', `/api/tasks/${created.id}`, { json: { status: 'completed' } });
    expect(await countsShown(owner)).toEqual({ pending: 2, in_progress: 0, completed: 2 });
  });

  it('backfills a workspace older still (no counter) and indexes its tasks by status on the way', async () => {
    const owner = await signUpUser(api);
    const workspaceId = await workspaceIdOf(owner);
    await asBeforeCountsMoved(workspaceId, { counter: false });
    const pending = (await owner.client.get('/api/tasks?limit=50&status=pending')).body;
    expect(pending.counts).toEqual({ pending: 2, in_progress: 0, completed: 1 });
    expect(await countsShown(owner, '&status=pending')).toEqual({ pending: 2, in_progress: 0, completed: 1 });
    const listed = (await owner.client.get('/api/tasks?limit=50&status=pending')).body;
    expect(listed.items.map((t: { title: string }) => t.title).sort()).toEqual([
      'Call the supplier',
      'Send the March invoices',
    ]);
  });
});
