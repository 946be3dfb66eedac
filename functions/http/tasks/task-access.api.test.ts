import { describe, expect, it } from 'vitest';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { joinTeam, signUpOwner } from '../../../scripts/testing/teams';

/**
 * The task rule per role (issue 30): managers and up change any task; a member creates tasks, changes and deletes
 * their own, and sets only the status of tasks assigned to them; a viewer reads.
 */
const api = await sharedTestApi();
const owner = await signUpOwner(api);
const employeeId = (await owner.client.create('/api/employees', newEmployee('Mo', 'Member'))).id;
const [manager, member, viewer] = await Promise.all([
  joinTeam(api, owner, 'manager'),
  joinTeam(api, owner, 'member', { employeeId }),
  joinTeam(api, owner, 'viewer'),
]);

const refusal = (message: string) => ({ code: 'role_forbidden', message });

describe('the task rule', () => {
  it('lets a member create a task, edit it, assign it and delete it', async () => {
    const task = await member.client.create('/api/tasks', { title: 'Mine' });
    expect((await member.client.patch(`/api/tasks/${task.id}`, { title: 'Still mine', priority: 'high' })).status).toBe(
      200,
    );
    expect((await member.client.post(`/api/tasks/${task.id}/assign`, { employeeId })).status).toBe(200);
    expect((await member.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
  });

  it("refuses a member changing someone else's task, with a message naming the rule", async () => {
    const task = await owner.client.create('/api/tasks', { title: "The owner's" });
    for (const res of [
      await member.client.patch(`/api/tasks/${task.id}`, { status: 'completed' }),
      await member.client.delete(`/api/tasks/${task.id}`),
      await member.client.post(`/api/tasks/${task.id}/assign`, { employeeId }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal('Your role (Member) can change only the tasks they created'));
    }
    expect((await owner.client.get('/api/tasks')).body.items.find((t: { id: string }) => t.id === task.id).status).toBe(
      'pending',
    );
  });

  it('lets a member set the status of a task assigned to them, and nothing else of it', async () => {
    const task = await owner.client.create('/api/tasks', { title: 'For Mo' });
    await owner.client.post(`/api/tasks/${task.id}/assign`, { employeeId });
    const moved = await member.client.patch(`/api/tasks/${task.id}`, { status: 'in_progress' });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('in_progress');
    const renamed = await member.client.patch(`/api/tasks/${task.id}`, { title: 'Renamed' });
    expect(renamed.status).toBe(403);
    expect(renamed.body).toEqual(
      refusal('Your role (Member) can change only the status of the tasks assigned to them'),
    );
    expect((await member.client.delete(`/api/tasks/${task.id}`)).status).toBe(403);
  });

  it("lets a manager change and delete anyone's task", async () => {
    const task = await member.client.create('/api/tasks', { title: "The member's" });
    expect((await manager.client.patch(`/api/tasks/${task.id}`, { title: 'Managed' })).status).toBe(200);
    expect((await manager.client.post(`/api/tasks/${task.id}/assign`, { employeeId })).status).toBe(200);
    expect((await manager.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
  });

  it('lets a viewer read tasks and refuses any change', async () => {
    const task = await owner.client.create('/api/tasks', { title: 'Read me' });
    expect((await viewer.client.get('/api/tasks')).status).toBe(200);
    const res = await viewer.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusal('Your role (Viewer) cannot create or change tasks'));
  });
});
