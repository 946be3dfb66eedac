import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../scripts/testing/for-this-file';
import { signUpTwoUsers, startTestApi, type TestUser } from '../../scripts/testing/test-runtime';
import { userEntity } from '../data/auth/users';
import { addToDay, kpiDayEntity } from '../data/kpi/kpi-days';
import { markKpisChanged } from '../services/kpi/kpi-rollups';
import { handler } from './kpi-recompute';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const workspaceOf = async (user: TestUser) => (await userEntity.get({ id: user.user.id }))!.workspaceId;
const stats = async (user: TestUser) => (await user.client.get('/api/kpi/stats?timeRange=7d')).body;
const today = () => new Date().toISOString().slice(0, 10);

async function completedTasks(user: TestUser, count: number) {
  for (let i = 0; i < count; i++) {
    const task = (await user.client.post('/api/tasks', { title: `Task ${i + 1}` })).body;
    await user.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
  }
}

describe('KPI recompute job', { timeout: 60_000 }, () => {
  it('repairs rollups a failed or stray write left wrong, from the source items, in that workspace only', async () => {
    await completedTasks(alice, 3);
    await completedTasks(bob, 1);
    const alices = await workspaceOf(alice);
    const right = await stats(alice);
    expect(right.tasks.current).toBe(3);
    const bobBefore = await stats(bob);

    // What a lost write and a stray one look like: today's rollup gone, a day of the week padded.
    await kpiDayEntity.delete({ workspaceId: alices, date: today() });
    await addToDay(alices, { date: right.range.from, metrics: { tasksCompleted: 5 } });
    // Written past the writer, the days carry no new stamp; the writer's own would mark the figures changed.
    await markKpisChanged(alices);
    expect((await stats(alice)).tasks.current).toBe(5);

    await expect(handler({ workspaceId: alices })).resolves.toMatchObject({ workspaceId: alices, timeZone: 'UTC' });
    expect(await stats(alice)).toEqual(right);
    expect(await stats(bob)).toEqual(bobBefore);
  });

  it('refuses an event without a workspace, and a workspace that does not exist', async () => {
    await expect(handler({})).rejects.toThrow(/workspaceId is required/);
    await expect(handler({ workspaceId: 'no-such-workspace' })).rejects.toThrow(
      'Workspace no-such-workspace not found',
    );
  });
});
