import { describe, expect, it } from 'vitest';
import { durationMetric, sumDeltas } from './day-metrics';
import { taskContribution } from './source-contributions';
import { medianMinutes, taskPerformance } from './task-performance';

const span = { from: '2026-11-16', to: '2026-11-22' };
const task = (createdAt: string, completedAt: string | null) =>
  taskContribution({ createdAt, completedAt, status: completedAt ? 'completed' : 'pending' }, 'UTC');

describe('task performance', () => {
  it('rates completion over the tasks created in the range and takes the median time to complete', () => {
    const days = sumDeltas([
      ...task('2026-11-16T09:00:00Z', '2026-11-16T11:00:00Z'), // 2 h
      ...task('2026-11-17T09:00:00Z', '2026-11-17T13:00:00Z'), // 4 h
      ...task('2026-11-18T09:00:00Z', '2026-11-19T09:00:00Z'), // 24 h
      ...task('2026-11-20T09:00:00Z', null),
      // Created before the range, completed in it: counts as completed, not in the rate.
      ...task('2026-11-01T09:00:00Z', '2026-11-21T09:00:00Z'), // 480 h
      // Created and completed before the range: not counted at all.
      ...task('2026-11-02T09:00:00Z', '2026-11-03T09:00:00Z'),
    ]);
    const performance = taskPerformance(days, span);
    expect(performance).toMatchObject({
      completionRate: 75,
      tasksCreated: 4,
      tasksCreatedCompleted: 3,
      tasksCompleted: 4,
      medianHoursToComplete: 14, // (4 h + 24 h) / 2
    });
    expect(performance.weekly).toEqual([
      { from: '2026-11-16', to: '2026-11-22', label: 'Nov 16–22', created: 4, completed: 4 },
    ]);
  });

  it('has no rate and no median when there are no tasks', () => {
    expect(taskPerformance([], span)).toMatchObject({ completionRate: null, medianHoursToComplete: null });
  });

  it('keeps durations to three significant figures, at least a minute', () => {
    expect(durationMetric('2026-11-16T09:00:00Z', '2026-11-16T11:24:30Z')).toBe('ttc.145');
    expect(durationMetric('2026-11-16T09:00:00Z', '2026-11-16T09:00:05Z')).toBe('ttc.1');
    expect(durationMetric('2026-11-01T00:00:00Z', '2026-11-21T07:00:00Z')).toBe('ttc.29200');
    expect(medianMinutes({ 'ttc.10': 2, 'ttc.30': 1 })).toBe(10);
    expect(medianMinutes({ 'ttc.10': 1, 'ttc.30': 1 })).toBe(20);
  });
});
