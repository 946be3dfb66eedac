import { describe, expect, it } from 'vitest';
import { durationMetric, sumDeltas } from './day-metrics';
import { dayLedger } from './rollup-ledger';
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
    const performance = taskPerformance(dayLedger(days), span);
    expect(performance).toMatchObject({
      completionRate: 75,
      tasksCreated: 4,
      tasksCreatedCompleted: 3,
      tasksCompleted: 4,
      // The middle two of 2 h, 4 h, 24 h and 480 h sit in the 4–8 h and 1–2 day bands: 6 h and 36 h → 21 h.
      medianHoursToComplete: 21,
    });
    expect(performance.weekly).toEqual([
      { from: '2026-11-16', to: '2026-11-22', label: 'Nov 16–22', created: 4, completed: 4 },
    ]);
  });

  it('has no rate and no median when there are no tasks', () => {
    expect(taskPerformance(dayLedger([]), span)).toMatchObject({ completionRate: null, medianHoursToComplete: null });
  });

  it('counts durations in bands and takes the median within them', () => {
    expect(durationMetric('2026-11-16T09:00:00Z', '2026-11-16T11:24:30Z')).toBe('ttc.120'); // 2–4 h
    expect(durationMetric('2026-11-16T09:00:00Z', '2026-11-16T09:00:05Z')).toBe('ttc.0');
    expect(durationMetric('2026-11-01T00:00:00Z', '2026-11-21T07:00:00Z')).toBe('ttc.20160'); // 2–4 weeks
    expect(durationMetric('2026-01-01T00:00:00Z', '2026-11-21T07:00:00Z')).toBe('ttc.43200'); // 30 days or more
    // Two in 0–15 min (at 3.75 and 11.25), one in 30–60 min (at 45): the middle one.
    expect(medianMinutes({ 'ttc.0': 2, 'ttc.30': 1 })).toBe(11.25);
    expect(medianMinutes({ 'ttc.0': 1, 'ttc.30': 1 })).toBe(26.25);
    expect(medianMinutes({ 'ttc.43200': 3 })).toBe(43200);
  });
});
