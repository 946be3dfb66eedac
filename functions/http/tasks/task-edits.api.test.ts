import { describe, expect, it } from 'vitest';
import { newEmployee } from '../../../scripts/testing/fixtures/new-employee';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpTwoUsers } from '../../../scripts/testing/test-runtime';

const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

const hire = async (client: typeof alice.client, first: string, last: string) =>
  (await client.create('/api/employees', newEmployee(first, last))) as { id: string };

describe('PATCH /api/tasks/{id}: editing a task', () => {
  it('changes title, description, priority and due date, clears the due date with null, and says whether it is overdue', async () => {
    const task = await alice.client.create('/api/tasks', { title: 'Draft', description: 'v1' });
    expect(task.overdue).toBe(false);
    const countsBefore = (await alice.client.get('/api/tasks')).body.counts;
    const edits = { title: '  Final  ', description: 'v2', priority: 'high', dueDate: '2020-01-15T00:00:00.000Z' };
    const edited = await alice.client.patch(`/api/tasks/${task.id}`, edits);
    expect(edited.status).toBe(200);
    // The title trimmed, the rest as sent; a due date in the past makes it overdue.
    expect(edited.body).toMatchObject({ ...edits, title: 'Final', status: 'pending', overdue: true });
    const cleared = await alice.client.patch(`/api/tasks/${task.id}`, { dueDate: null });
    expect(cleared.body).toMatchObject({ dueDate: null, overdue: false, title: 'Final', priority: 'high' });
    const page = (await alice.client.get('/api/tasks')).body;
    expect(page.items.find((t: { id: string }) => t.id === task.id)).toMatchObject({
      title: 'Final',
      dueDate: null,
      overdue: false,
    });
    // Only a status change moves the counts by status.
    expect(page.counts).toEqual(countsBefore);
  });

  it('is no longer overdue once completed', async () => {
    const task = await alice.client.create('/api/tasks', { title: 'Late', dueDate: '2020-01-15T00:00:00.000Z' });
    expect(task.overdue).toBe(true);
    expect((await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).body.overdue).toBe(false);
  });

  it('assigns an employee of the workspace and unassigns with null', async () => {
    const grace = await hire(alice.client, 'Grace', 'Patch');
    const task = await alice.client.create('/api/tasks', { title: 'Compile' });
    const assigned = await alice.client.patch(`/api/tasks/${task.id}`, { assigneeEmployeeId: grace.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assigneeEmployeeId).toBe(grace.id);
    const page = (await alice.client.get('/api/tasks')).body;
    expect(page.assigneeNames[grace.id]).toBe('Grace Patch');

    const unassigned = await alice.client.patch(`/api/tasks/${task.id}`, { assigneeEmployeeId: null });
    expect(unassigned.body.assigneeEmployeeId).toBeNull();
    const after = (await alice.client.get('/api/tasks')).body.items.find((t: { id: string }) => t.id === task.id);
    expect(after.assigneeEmployeeId).toBeNull();
  });

  it("refuses an unknown employee, and another workspace's, with 404 and leaves the task as it was", async () => {
    const bobs = await hire(bob.client, 'Other', 'Workspace');
    const task = await alice.client.create('/api/tasks', { title: 'Keep me unassigned' });
    for (const assigneeEmployeeId of ['01JUNKNOWN00000000000000000', bobs.id]) {
      const res = await alice.client.patch(`/api/tasks/${task.id}`, { assigneeEmployeeId, title: 'Changed' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: 'Employee not found' });
    }
    const still = (await alice.client.get('/api/tasks')).body.items.find((t: { id: string }) => t.id === task.id);
    expect(still).toMatchObject({ title: 'Keep me unassigned', assigneeEmployeeId: null });
  });

  it('validates each field as on create', async () => {
    const task = await alice.client.create('/api/tasks', { title: 'Validate me' });
    const patch = (body: unknown) => alice.client.patch(`/api/tasks/${task.id}`, body);
    for (const title of ['', '   ', null]) {
      const res = await patch({ title });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation error: Task title is required');
      expect(res.body.issues[0].path).toBe('title');
    }
    expect((await patch({ dueDate: 'tomorrow' })).body.message).toBe(
      'Validation error: Due date must be an ISO date-time',
    );
    expect((await patch({ priority: 'urgent' })).status).toBe(400);
    expect((await patch({ title: 'x'.repeat(201) })).body.message).toBe(
      'Validation error: Task title must be at most 200 characters',
    );
    const badAssignee = await patch({ assigneeEmployeeId: 42 });
    expect(badAssignee.status).toBe(400);
    expect(badAssignee.body.issues[0].path).toBe('assigneeEmployeeId');
    expect((await patch({})).status).toBe(400);
  });

  it('answers 404 for a missing task, and for another workspace’s', async () => {
    const grace = await hire(alice.client, 'Grace', 'Missing');
    const missing = await alice.client.patch('/api/tasks/01JUNKNOWN00000000000000000', {
      assigneeEmployeeId: grace.id,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Task not found');
    const task = await alice.client.create('/api/tasks', { title: 'Alice only' });
    expect((await bob.client.patch(`/api/tasks/${task.id}`, { title: 'Bob was here' })).status).toBe(404);
  });
});
