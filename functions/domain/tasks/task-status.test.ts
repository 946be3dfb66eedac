import { describe, expect, it } from 'vitest';
import { planStatusChange } from './task-status';

const now = new Date('2026-11-22T08:00:00.000Z');

describe('planStatusChange', () => {
  it('sets completedAt and raises the event when a task enters completed', () => {
    expect(planStatusChange('in_progress', 'completed', now)).toEqual({
      completedAt: '2026-11-22T08:00:00.000Z',
      entersCompleted: true,
    });
    expect(planStatusChange('pending', 'completed', now).entersCompleted).toBe(true);
    expect(planStatusChange(undefined, 'completed', now).entersCompleted).toBe(true);
  });

  it('clears completedAt when a task leaves completed', () => {
    expect(planStatusChange('completed', 'pending', now)).toEqual({ completedAt: null, entersCompleted: false });
    expect(planStatusChange('completed', 'in_progress', now)).toEqual({ completedAt: null, entersCompleted: false });
  });

  it('changes nothing when the status stays or is not given (no second event for a repeated completion)', () => {
    expect(planStatusChange('completed', 'completed', now)).toEqual({ completedAt: undefined, entersCompleted: false });
    expect(planStatusChange('pending', undefined, now)).toEqual({ completedAt: undefined, entersCompleted: false });
  });

  it('leaves completedAt alone between pending and in progress', () => {
    expect(planStatusChange('pending', 'in_progress', now)).toEqual({ completedAt: undefined, entersCompleted: false });
  });
});
