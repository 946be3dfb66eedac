import { aTask } from '@shared/testing/task';
import { describe, expect, it } from 'vitest';
import { taskChangedEvent, taskCompletedEvent } from './task-events';
import { changeableTaskFields } from './task-fields';

const before = aTask({
  title: 'Send invoice',
  status: 'in_progress',
  priority: 'high',
  dueDate: '2026-12-01T00:00:00.000Z',
  assigneeEmployeeId: 'e1',
  createdByAutomationId: 'a1',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
});

/** The same task completed in one request that also renamed, re-prioritised and unassigned it. */
const completed = {
  ...before,
  title: 'Send the invoice',
  status: 'completed' as const,
  priority: 'low' as const,
  assigneeEmployeeId: null,
  updatedAt: '2026-11-22T08:00:00.000Z',
  completedAt: '2026-11-22T08:00:00.000Z',
  automationChain: ['a1'],
};

describe('changeableTaskFields', () => {
  it('undoing a completion with the fields read before it gives back the task as it was', () => {
    expect({ ...completed, ...changeableTaskFields(before) }).toEqual({ ...before, automationChain: ['a1'] });
  });

  it('leaves out the key, the creator, the creating automation, the creation time and stored extras', () => {
    expect(Object.keys(changeableTaskFields(completed)).sort()).toEqual([
      'assigneeEmployeeId',
      'completedAt',
      'description',
      'dueDate',
      'priority',
      'status',
      'title',
      'updatedAt',
    ]);
  });

  it('is what a task_updated event shows of the task, with its id and creation time, and the chain beside it', () => {
    expect(taskChangedEvent('task_updated', 'w1', completed, 'ev1', 'u1')).toEqual({
      type: 'task_updated',
      eventId: 'ev1',
      workspaceId: 'w1',
      occurredAt: completed.updatedAt,
      actorUserId: 'u1',
      chain: ['a1'],
      data: { task: { id: before.id, ...changeableTaskFields(completed), createdAt: '2026-11-20T08:00:00.000Z' } },
    });
    expect(taskCompletedEvent('w1', completed, 'ev2', 'u1')).toMatchObject({ chain: ['a1'] });
  });
});
