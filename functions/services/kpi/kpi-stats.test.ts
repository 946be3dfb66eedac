import { type KpiTimeRange, kpiTimeRanges } from '@shared/catalog/kpi-time-ranges';
import { aTask } from '@shared/testing/task';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';
import { userEntity } from '../../data/auth/users';
import { readDays } from '../../data/kpi/kpi-days';
import { addToMonth } from '../../data/kpi/kpi-months';
import { taskEntity } from '../../data/tasks/tasks';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { type DayMetrics, isMetric } from '../../domain/kpi/day-metrics';
import { kpiStats } from '../../domain/kpi/kpi-stats';
import { dayLedger } from '../../domain/kpi/rollup-ledger';
import { dateInZone } from '../../domain/kpi/zoned-date';
import { emptyTally, withCapacityTally } from '../../platform/dynamodb/capacity';
import { setTimeZone } from '../workspace/time-zone-change';
import { recomputeKpiRollups } from './kpi-recompute';
import { recordTaskChange } from './kpi-rollups';
import { getKpiStats } from './kpi-stats';

const api = await startedForThisFile(startTestApi());
const ZONE = 'America/New_York';
const RECOMPUTED_AT = new Date('2026-12-15T12:00:00Z');
const HOUR = 3_600_000;

/** A new workspace set to `ZONE` at `RECOMPUTED_AT`, and its owner's user id. */
async function zonedWorkspace() {
  const { user } = await signUpUser(api);
  const { workspaceId } = (await userEntity.get({ id: user.id }))!;
  await setTimeZone(workspaceId, ZONE, RECOMPUTED_AT);
  return { workspaceId, userId: user.id };
}

/** The figures from every stored day item, the way the dashboard counted before month items. */
async function fromEveryDay(workspaceId: string, range: KpiTimeRange, now: Date) {
  const days = (await readDays(workspaceId, '2000-01-01', '2100-12-31')).map(({ date, metrics }) => ({
    date,
    metrics: Object.fromEntries(Object.entries(metrics).filter(([name]) => isMetric(name))) as DayMetrics,
  }));
  const today = dateInZone(now, ZONE);
  return kpiStats({ range, today, timeZone: ZONE, timeZoneSaved: true, rollups: dayLedger(days) });
}

function seededTask(workspaceId: string, userId: string, i: number, completed: Date, hours: number, done: boolean) {
  return {
    workspaceId,
    ...aTask({
      id: `seeded${String(i).padStart(4, '0')}`,
      title: `Seeded task ${i}`,
      status: done ? 'completed' : 'pending',
      userId,
      createdAt: new Date(completed.getTime() - hours * HOUR).toISOString(),
      updatedAt: completed.toISOString(),
      completedAt: done ? completed.toISOString() : null,
    }),
  };
}

/** 'Today' on a month's first and last days and on the DST changes, in New York, at both ends of the local day. */
const TODAYS = [
  '2026-11-01T04:30:00Z', // Nov 1, 00:30 EDT, the day the clocks go back
  '2026-12-01T04:30:00Z', // Nov 30, 23:30 EST
  '2026-12-01T05:30:00Z', // Dec 1, 00:30 EST
  '2026-03-08T08:00:00Z', // Mar 8, the day the clocks go forward
  '2026-03-01T04:59:00Z', // Feb 28, 23:59 EST
].map((at) => new Date(at));

async function expectMonthsToGiveTheDaysFigures(workspaceId: string) {
  for (const now of TODAYS) {
    for (const range of kpiTimeRanges) {
      expect(await getKpiStats(workspaceId, range, now), `${range} on ${now.toISOString()}`).toEqual(
        await fromEveryDay(workspaceId, range, now),
      );
    }
  }
}

describe('KPI stats from month and day rollups', { timeout: 120_000 }, () => {
  it('give the figures of the days, from the recompute job and from the writers, in the workspace zone', async () => {
    const { workspaceId, userId } = await zonedWorkspace();

    // Two years of tasks, three a week, each created a few hours before it was completed, so many fall near a local
    // midnight that is another day (and month) in UTC, including across both DST changes of each year.
    const start = Date.parse('2024-12-01T02:00:00Z');
    const tasks = Array.from({ length: 300 }, (_, i) =>
      seededTask(
        workspaceId,
        userId,
        i,
        new Date(start + i * 58 * HOUR + (i % 7) * 37 * 60_000),
        (i % 30) + 1,
        i % 4 !== 0,
      ),
    );
    await taskEntity.putMany(tasks);
    await recomputeKpiRollups(workspaceId, RECOMPUTED_AT);
    await expectMonthsToGiveTheDaysFigures(workspaceId);

    // The writers move the months with the days: a task completed at 23:30 on the last day of a month (New York),
    // another taken back.
    const late = {
      createdAt: '2026-08-31T20:00:00Z',
      status: 'completed' as const,
      completedAt: '2026-09-01T03:30:00Z',
    };
    await recordTaskChange(workspaceId, undefined, late);
    const gone = tasks[120]!;
    await recordTaskChange(workspaceId, gone, undefined);
    await expectMonthsToGiveTheDaysFigures(workspaceId);
    const year = await getKpiStats(workspaceId, '365d', TODAYS[1]!);
    expect(year.chartData.labels.at(-4)).toBe('Aug 2026');
    expect(year.tasks.current).toBe((await fromEveryDay(workspaceId, '365d', TODAYS[1]!)).tasks.current);
  });

  it('serves each range from its summary item, with the figures the rollups give, until a write moves them', async () => {
    const { workspaceId, userId } = await zonedWorkspace();
    const start = Date.parse('2026-06-01T14:00:00Z');
    const tasks = Array.from({ length: 120 }, (_, i) =>
      seededTask(workspaceId, userId, i, new Date(start + i * 41 * HOUR), (i % 9) + 1, i % 3 !== 0),
    );
    await taskEntity.putMany(tasks);
    await recomputeKpiRollups(workspaceId, RECOMPUTED_AT);
    const now = TODAYS[1]!;

    const readsOf = async (range: KpiTimeRange) => {
      const tally = emptyTally();
      const stats = await withCapacityTally(tally, () => getKpiStats(workspaceId, range, now));
      return { stats, tally };
    };
    for (const range of kpiTimeRanges) {
      const computed = await readsOf(range);
      const kept = await readsOf(range);
      expect(computed.stats, range).toEqual(await fromEveryDay(workspaceId, range, now));
      expect(kept.stats, range).toEqual(computed.stats);
      // The workspace item and the summary, half a unit each (the 365d figures are over 4 KB: one unit).
      expect(kept.tally, range).toMatchObject({ tableCalls: 2, writeUnits: 0 });
      expect(kept.tally.readUnits, range).toBeLessThanOrEqual(1.5);
      // Computed, the figures read the rollups too and write the summary.
      expect(computed.tally.tableCalls, range).toBeGreaterThan(3);
      expect(computed.tally.writeUnits, range).toBeGreaterThan(0);
    }

    // A completion moves the rollups: every range's next figures include it, still the rollups' figures.
    const before = await getKpiStats(workspaceId, '30d', now);
    const done = {
      createdAt: '2026-11-28T15:00:00Z',
      status: 'completed' as const,
      completedAt: '2026-11-29T15:00:00Z',
    };
    await recordTaskChange(workspaceId, undefined, done);
    const after = await getKpiStats(workspaceId, '30d', now);
    expect(after.tasks.current).toBe(before.tasks.current + 1);
    for (const range of kpiTimeRanges) {
      expect(await getKpiStats(workspaceId, range, now), range).toEqual(await fromEveryDay(workspaceId, range, now));
    }
    // So does the next day, with nothing written.
    const tomorrow = new Date(now.getTime() + 24 * HOUR);
    expect(await getKpiStats(workspaceId, '7d', tomorrow)).toEqual(await fromEveryDay(workspaceId, '7d', tomorrow));
  });

  it('reads the days alone in a workspace whose months are not known whole, until the recompute job rebuilds them', async () => {
    const { workspaceId, userId } = await zonedWorkspace();
    const task = seededTask(workspaceId, userId, 0, new Date('2026-06-11T12:00:00Z'), 24, true);
    await taskEntity.putMany([task]);
    await recordTaskChange(workspaceId, undefined, task);
    const now = TODAYS[1]!;
    const right = await getKpiStats(workspaceId, '365d', now);
    expect(right.tasks.current).toBe(1);

    // A workspace from before month items: its months hold only what writers added since.
    await workspaceEntity.update({ workspaceId }, { kpiMonthRollups: false });
    await addToMonth(workspaceId, { month: '2026-06', metrics: { tasksCompleted: -1 }, days: [] });
    expect(await getKpiStats(workspaceId, '365d', now)).toEqual(right);

    await recomputeKpiRollups(workspaceId, RECOMPUTED_AT);
    expect((await workspaceEntity.get({ workspaceId }))!.kpiMonthRollups).toBe(true);
    expect(await getKpiStats(workspaceId, '365d', now)).toEqual(right);
  });
});
