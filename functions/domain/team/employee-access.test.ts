import type { Role } from '@shared/access/roles';
import { describe, expect, it } from 'vitest';
import { compensationFor, compensationWriteRefusal, maySeeNote, notesFor } from './employee-access';

const reader = (role: Role, employeeId: string | null = null, userId = 'reader') => ({ userId, role, employeeId });
const employee = { id: 'emp-1', firstName: 'Ann', salary: 50_000, hourlyRate: null };
const note = (over: Partial<{ isConfidential: boolean; visibleToEmployee: boolean; authorUserId: string | null }>) => ({
  isConfidential: false,
  visibleToEmployee: true,
  authorUserId: 'someone',
  ...over,
});

describe('compensation', () => {
  it('shows salary and hourly rate to owners and admins, and to the employee themself', () => {
    for (const who of [reader('owner'), reader('admin'), reader('member', 'emp-1'), reader('viewer', 'emp-1')]) {
      expect(compensationFor(who, employee)).toEqual(employee);
    }
  });

  it('leaves them out (absent, not null) for managers, members and viewers', () => {
    for (const role of ['manager', 'member', 'viewer'] as const) {
      const seen = compensationFor(reader(role, 'emp-2'), employee);
      expect(seen).toEqual({ id: 'emp-1', firstName: 'Ann' });
      expect('salary' in seen).toBe(false);
    }
  });

  it('refuses a write of compensation by a role without it, and lets other writes through', () => {
    expect(compensationWriteRefusal(reader('manager'), { salary: 1 })).toBe(
      'Your role (Manager) cannot view or change compensation',
    );
    expect(compensationWriteRefusal(reader('manager'), { hourlyRate: null })).toBeDefined();
    expect(compensationWriteRefusal(reader('manager'), {})).toBeUndefined();
    expect(compensationWriteRefusal(reader('admin'), { salary: 1 })).toBeUndefined();
  });
});

describe('notes', () => {
  const confidential = note({ isConfidential: true, visibleToEmployee: false });
  const hidden = note({ visibleToEmployee: false });
  const visible = note({});

  it('shows every note to owners and admins', () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(notesFor(reader(role), 'emp-1', [confidential, hidden, visible])).toHaveLength(3);
    }
  });

  it('shows a manager the notes that are not confidential, and the confidential ones they wrote', () => {
    expect(notesFor(reader('manager'), 'emp-1', [confidential, hidden, visible])).toEqual([hidden, visible]);
    const theirs = note({ isConfidential: true, authorUserId: 'reader' });
    expect(maySeeNote(reader('manager'), 'emp-1', theirs)).toBe(true);
  });

  it('shows no one a confidential note of unknown author (written before authors were recorded) but owners and admins', () => {
    const old = note({ isConfidential: true, authorUserId: null });
    expect(maySeeNote(reader('manager'), 'emp-1', old)).toBe(false);
    expect(maySeeNote(reader('admin'), 'emp-1', old)).toBe(true);
  });

  it('shows a member linked to the employee only the notes meant for them, on their own profile', () => {
    const me = reader('member', 'emp-1');
    expect(notesFor(me, 'emp-1', [confidential, hidden, visible])).toEqual([visible]);
    expect(notesFor(me, 'emp-2', [visible])).toEqual([]);
    // Confidential wins over visible-to-employee.
    expect(maySeeNote(me, 'emp-1', note({ isConfidential: true, visibleToEmployee: true }))).toBe(false);
  });

  it('shows members and viewers not linked to the employee no notes', () => {
    for (const role of ['member', 'viewer'] as const) {
      expect(notesFor(reader(role), 'emp-1', [confidential, hidden, visible])).toEqual([]);
    }
  });
});
