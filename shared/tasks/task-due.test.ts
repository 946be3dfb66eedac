import { describe, expect, it } from 'vitest';
import { calendarDayIn, daysBetween, isOverdue, taskDueState } from './task-due';

const open = (dueDate: string | null) => ({ status: 'pending', dueDate });

describe('taskDueState', () => {
  it('is overdue from the day after the due day, with the days past it', () => {
    expect(taskDueState(open('2026-11-20T00:00:00.000Z'), '2026-11-21')).toEqual({ kind: 'overdue', daysOverdue: 1 });
    expect(taskDueState(open('2026-11-01T00:00:00.000Z'), '2026-11-21')).toEqual({ kind: 'overdue', daysOverdue: 20 });
  });

  it('is due soon on the due day and the two days before, and later after that', () => {
    expect(taskDueState(open('2026-11-21T00:00:00.000Z'), '2026-11-21')).toEqual({ kind: 'due_soon', daysLeft: 0 });
    expect(taskDueState(open('2026-11-23T00:00:00.000Z'), '2026-11-21')).toEqual({ kind: 'due_soon', daysLeft: 2 });
    expect(taskDueState(open('2026-11-24T00:00:00.000Z'), '2026-11-21')).toEqual({ kind: 'later' });
  });

  it('reads the due day from the date part, whatever the time', () => {
    expect(taskDueState(open('2026-11-20T23:59:59.000Z'), '2026-11-21').kind).toBe('overdue');
    expect(taskDueState(open('2026-11-21T23:59:59.000Z'), '2026-11-21').kind).toBe('due_soon');
  });

  it('says nothing of a completed task or one without a due date', () => {
    expect(taskDueState({ status: 'completed', dueDate: '2026-01-01T00:00:00.000Z' }, '2026-11-21')).toEqual({
      kind: 'none',
    });
    expect(taskDueState(open(null), '2026-11-21')).toEqual({ kind: 'none' });
    expect(isOverdue({ status: 'completed', dueDate: '2026-01-01T00:00:00.000Z' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ status: 'in_progress', dueDate: '2026-01-01T00:00:00.000Z' }, '2026-11-21')).toBe(true);
  });

  it('counts whole days across month ends and DST changes', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
  });
});

describe("the workspace's today", () => {
  it('is the date of now in the workspace zone, so a task turns overdue at its midnight, not UTC midnight', () => {
    const now = new Date('2026-12-01T20:00:00.000Z');
    expect(calendarDayIn(now, 'UTC')).toBe('2026-12-01');
    expect(calendarDayIn(now, 'Asia/Tokyo')).toBe('2026-12-02');
    expect(calendarDayIn(new Date('2026-12-02T03:00:00.000Z'), 'America/New_York')).toBe('2026-12-01');
    const due = open('2026-12-01T00:00:00.000Z');
    expect(isOverdue(due, calendarDayIn(now, 'Asia/Tokyo'))).toBe(true);
    expect(isOverdue(due, calendarDayIn(now, 'UTC'))).toBe(false);
  });
});
