import { describe, expect, it } from 'vitest';
import { nextTaskStatus } from './task-statuses';

describe('nextTaskStatus (the status icon cycle)', () => {
  it('cycles pending → in_progress → completed → pending', () => {
    expect(nextTaskStatus('pending')).toBe('in_progress');
    expect(nextTaskStatus('in_progress')).toBe('completed');
    expect(nextTaskStatus('completed')).toBe('pending');
  });
});
