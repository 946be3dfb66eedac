import type { Role } from '@shared/access/roles';
import { describe, expect, it } from 'vitest';
import { fieldsOf, mayChangeTask, taskChangeRefusal } from './task-permissions';

const actor = (role: Role, employeeId: string | null = 'emp-me') => ({ userId: 'me', role, employeeId });
const mine = { userId: 'me', assigneeEmployeeId: null };
const assignedToMe = { userId: 'boss', assigneeEmployeeId: 'emp-me' };
const someoneElses = { userId: 'boss', assigneeEmployeeId: 'emp-other' };
const edit = (...fields: string[]) => ({ kind: 'edit' as const, fields });

describe('who may change a task', () => {
  it.each(['owner', 'admin', 'manager'] as const)('lets a %s make any change to any task', (role) => {
    for (const change of [edit('title', 'status'), { kind: 'assign' as const }, { kind: 'delete' as const }]) {
      expect(mayChangeTask(actor(role, null), someoneElses, change)).toBe(true);
    }
  });

  it('lets a member edit, assign and delete the tasks they created', () => {
    for (const change of [edit('title', 'priority'), { kind: 'assign' as const }, { kind: 'delete' as const }]) {
      expect(mayChangeTask(actor('member'), mine, change)).toBe(true);
    }
  });

  it('lets a member set only the status of a task assigned to them', () => {
    expect(mayChangeTask(actor('member'), assignedToMe, edit('status'))).toBe(true);
    expect(taskChangeRefusal(actor('member'), assignedToMe, edit('status', 'title'))).toBe(
      'Your role (Member) can change only the status of the tasks assigned to them',
    );
    expect(mayChangeTask(actor('member'), assignedToMe, { kind: 'delete' })).toBe(false);
    expect(mayChangeTask(actor('member'), assignedToMe, { kind: 'assign' })).toBe(false);
  });

  it("refuses a member anything on someone else's task, naming the rule", () => {
    expect(taskChangeRefusal(actor('member'), someoneElses, edit('status'))).toBe(
      'Your role (Member) can change only the tasks they created',
    );
    expect(mayChangeTask(actor('member'), someoneElses, { kind: 'delete' })).toBe(false);
    // Not linked to an employee record: no task is assigned to them.
    expect(mayChangeTask(actor('member', null), { userId: 'boss', assigneeEmployeeId: null }, edit('status'))).toBe(
      false,
    );
  });

  it('refuses a viewer everything, even on a task they created', () => {
    expect(taskChangeRefusal(actor('viewer'), mine, edit('status'))).toBe(
      'Your role (Viewer) cannot create or change tasks',
    );
  });

  it('reads the fields a patch sets', () => {
    expect(fieldsOf({ status: 'completed', title: undefined })).toEqual(['status']);
  });
});
