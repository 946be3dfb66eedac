import { createEmployeeRequestSchema } from '@shared/schemas/employee-requests';
import { aTask } from '@shared/testing/task';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEmployee as employeeRequest } from '../../../scripts/testing/fixtures/new-employee';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { taskEntity } from '../../data/tasks/tasks';
import { employeeEntity } from '../../data/team/employees';
import { newEmployee } from '../../domain/team/new-employee';
import { setLocalEventTransport } from '../../platform/events';
import { updateTask } from './task-changes';

const _table = await startedForThisFile(startTestTable());
// A change publishes its bus event (webhooks carry it); here the events are kept, not delivered.
const published: string[] = [];
setLocalEventTransport({
  publish: async (envelopes) => void published.push(...envelopes.map((e) => e['detail-type'])),
});
const now = new Date('2026-11-22T08:00:00.000Z');

afterEach(() => vi.restoreAllMocks());

async function aTaskAndAnEmployee(workspaceId: string) {
  const task = aTask({
    title: 'Reconcile',
    dueDate: '2026-11-20T00:00:00.000Z',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  await taskEntity.create({ workspaceId, ...task });
  const employee = newEmployee(
    '01KEMPL0000000000000000001',
    createEmployeeRequestSchema.parse(employeeRequest('Lena', 'Ortiz')),
    now,
  );
  await employeeEntity.create({ workspaceId, ...employee });
  return { task, employee };
}

describe('updateTask', () => {
  it('edits fields and the assignee, and answers overdue in the workspace zone (UTC until one is set)', async () => {
    const workspaceId = 'ws-edit';
    const { task, employee } = await aTaskAndAnEmployee(workspaceId);
    const actor = { workspaceId, userId: 'u1' };
    const edited = await updateTask(actor, task.id, { title: 'Reconcile Nov', assigneeEmployeeId: employee.id }, now);
    expect(edited).toMatchObject({ title: 'Reconcile Nov', assigneeEmployeeId: employee.id, overdue: true });
    const cleared = await updateTask(actor, task.id, { dueDate: null, assigneeEmployeeId: null }, now);
    expect(cleared).toMatchObject({ dueDate: null, assigneeEmployeeId: null, overdue: false });
  });

  it('takes an assignment back (404) when the employee is deleted between the check and the write', async () => {
    const workspaceId = 'ws-race';
    const { task, employee } = await aTaskAndAnEmployee(workspaceId);
    const get = employeeEntity.get.bind(employeeEntity);
    // The employee is there when checked, and deleted (their tasks already unassigned) just after.
    vi.spyOn(employeeEntity, 'get').mockImplementationOnce(async (...args) => {
      const found = await get(...args);
      await employeeEntity.delete({ workspaceId, id: employee.id });
      return found;
    });
    await expect(
      updateTask({ workspaceId, userId: 'u1' }, task.id, { assigneeEmployeeId: employee.id }, now),
    ).rejects.toMatchObject({ code: 'not_found', message: 'Employee not found' });
    expect((await taskEntity.get({ workspaceId, id: task.id }, { consistent: true }))?.assigneeEmployeeId).toBeNull();
  });
});

describe('the bus events of a change', () => {
  it('announces an edit as task_updated, for the webhooks', async () => {
    const { task } = await aTaskAndAnEmployee('ws-events');
    published.length = 0;
    await updateTask({ workspaceId: 'ws-events', userId: 'u1' }, task.id, { title: 'Reconcile the books' }, now);
    expect(published).toEqual(['task_updated']);
  });
});
