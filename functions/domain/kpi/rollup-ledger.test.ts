import { type KpiTimeRange, kpiTimeRanges } from '@shared/catalog/kpi-time-ranges';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../finance/calendar-date';
import { type DayDelta, sumDeltas } from './day-metrics';
import { kpiStats, kpiStatsReads } from './kpi-stats';
import { monthRollups } from './month-rollups';
import { dayLedger, type RollupReads, rollupLedger } from './rollup-ledger';
import { bankTransactionContribution, integrationItemContribution, taskContribution } from './source-contributions';

/** What the store answers for `reads`: the month items it names, and only the day items inside its runs. */
function fetched(reads: RollupReads, all: readonly DayDelta[]) {
  const months = monthRollups(all).filter((m) => reads.months.includes(m.month));
  const days = all.filter((d) => reads.days.some((run) => d.date >= run.from && d.date <= run.to));
  return { months, days, items: months.length + days.length };
}

/** The figures from the planned month and day items, beside the figures from every day. */
function bothWays(all: readonly DayDelta[], range: KpiTimeRange, today: CalendarDate, zone = 'UTC') {
  const { reads } = kpiStatsReads(range, today);
  const { months, days, items } = fetched(reads, all);
  const input = { range, today, timeZone: zone };
  return {
    fromMonths: kpiStats({ ...input, rollups: rollupLedger(reads, months, days) }),
    fromDays: kpiStats({ ...input, rollups: dayLedger(all) }),
    items,
  };
}

const EPOCH = '2023-01-01';
const dayIn = (spanDays: number) => fc.integer({ min: 0, max: spanDays - 1 }).map((n) => addDays(EPOCH, n));
const metricsArb = fc.record(
  {
    leads: fc.integer({ min: -2, max: 9 }),
    appointments: fc.integer({ min: 0, max: 5 }),
    tasksCreated: fc.integer({ min: 0, max: 9 }),
    tasksCreatedCompleted: fc.integer({ min: 0, max: 9 }),
    tasksCompleted: fc.integer({ min: 0, max: 9 }),
    'ttc.60': fc.integer({ min: 0, max: 4 }),
    'ttc.1440': fc.integer({ min: 0, max: 4 }),
    'revenue.apps.subscriptions': fc.integer({ min: -50_000, max: 500_000 }),
    'revenue.bank.other': fc.integer({ min: 0, max: 120_000 }),
    'revenue.matched': fc.integer({ min: 0, max: 90_000 }),
  },
  { requiredKeys: [] },
);

describe('month rollups', () => {
  it('give every figure the days give, for any range ending on any day over four years', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ date: dayIn(4 * 366), metrics: metricsArb }), { maxLength: 300 }),
        dayIn(4 * 366),
        fc.constantFrom(...kpiTimeRanges),
        (deltas, today, range) => {
          const all = sumDeltas(deltas);
          const { fromMonths, fromDays } = bothWays(all, range, today);
          expect(fromMonths).toEqual(fromDays);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('read a year and the year before in about 25 months and the days at the cuts, not 730 days', () => {
    const every = Array.from(
      { length: 4 * 366 },
      (_, i): DayDelta => ({
        date: addDays(EPOCH, i),
        metrics: { leads: 1, tasksCompleted: 1 },
      }),
    );
    for (const today of ['2026-11-22', '2026-11-30', '2026-12-01', '2026-02-28', '2026-03-15']) {
      const { fromMonths, fromDays, items } = bothWays(every, '365d', today);
      expect(fromMonths).toEqual(fromDays);
      expect(fromMonths.leads.current).toBe(365);
      // At worst three months are cut mid-way, each read as its month and its shorter side (≤ 16 days).
      expect(items).toBeLessThanOrEqual(25 + 3 * 16);
    }
    // Daily points cut every day of the range, which is read as days; the previous period may still be months.
    expect(bothWays(every, '30d', '2026-11-22').items).toBeLessThanOrEqual(60);
  });

  it('keep each day where its zone puts it, across month ends and the DST changes of both hemispheres', () => {
    // Instants near local midnight on month ends and around DST changes (New York: Mar 8 and Nov 1 2026;
    // Sydney: Apr 5 and Oct 4 2026), where a UTC day would put them in the other month.
    const instants = [
      '2026-03-01T04:30:00Z', // New York: Feb 28, 23:30
      '2026-03-08T06:59:00Z', // New York: Mar 8, 01:59 EST → a minute before the change
      '2026-03-08T07:01:00Z', // New York: Mar 8, 03:01 EDT
      '2026-04-01T03:59:00Z', // New York: Mar 31, 23:59 EDT
      '2026-04-04T13:30:00Z', // Sydney: Apr 5, 00:30 AEDT
      '2026-04-30T14:30:00Z', // Sydney: May 1, 00:30 AEST
      '2026-09-30T14:30:00Z', // Sydney: Oct 1, 00:30 AEST
      '2026-10-31T13:30:00Z', // Sydney: Nov 1, 00:30 AEDT
      '2026-11-01T03:59:00Z', // New York: Oct 31, 23:59 EDT
      '2026-11-01T05:30:00Z', // New York: Nov 1, 01:30 EST, after the change
      '2026-12-01T04:59:00Z', // New York: Nov 30, 23:59 EST
    ];
    const hour = 3_600_000;
    for (const zone of ['America/New_York', 'Australia/Sydney', 'UTC']) {
      const all = sumDeltas(
        instants.flatMap((at, i) => [
          ...taskContribution(
            {
              createdAt: new Date(Date.parse(at) - (i + 1) * hour).toISOString(),
              status: 'completed',
              completedAt: at,
            },
            zone,
          ),
          ...integrationItemContribution(
            {
              dataType: 'invoice',
              status: 'paid',
              valueCents: 10_000 * (i + 1),
              currency: 'USD',
              paidAt: at,
              date: null,
              firstSeenAt: at,
              revenueKind: null,
            },
            zone,
          ),
          ...bankTransactionContribution(
            { date: at.slice(0, 10), amountCents: 1_000 * (i + 1), category: 'Income', revenueKind: null },
            false,
          ),
        ]),
      );
      for (const today of ['2026-11-01', '2026-11-30', '2026-12-01', '2027-03-08', '2027-03-31', '2027-04-05']) {
        for (const range of kpiTimeRanges) {
          const { fromMonths, fromDays } = bothWays(all, range, today, zone);
          expect(fromMonths, `${zone}, ${range} to ${today}`).toEqual(fromDays);
        }
      }
      const { fromMonths } = bothWays(all, '365d', '2026-12-01', zone);
      expect(fromMonths.tasks.current).toBe(instants.length);
      expect(fromMonths.performance.tasksCompleted).toBe(instants.length);
    }
  });
});
