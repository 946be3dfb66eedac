import { describe, expect, it } from 'vitest';
import { builtInTips, citesOnlyFigures, numbersIn } from './business-tips';
import { type DayDelta, sumDeltas } from './day-metrics';
import { kpiStats } from './kpi-stats';
import { dayLedger } from './rollup-ledger';

const day = (date: string, metrics: DayDelta['metrics']): DayDelta => ({ date, metrics });
const TODAY = '2026-11-22';

/** A week of business, and the week before it, written out by hand. */
const days = sumDeltas([
  // This week (Nov 16–22)
  day('2026-11-16', { 'revenue.apps.subscriptions': 50_000, leads: 2, tasksCreated: 2, tasksCreatedCompleted: 1 }),
  day('2026-11-18', { 'revenue.bank.one_time_sales': 25_050, 'revenue.matched': 10_000, appointments: 1 }),
  day('2026-11-20', { tasksCompleted: 2, 'ttc.120': 1, 'ttc.480': 1, leads: 1 }),
  day('2026-11-22', { 'revenue.apps.add_ons': 5_000, tasksCreated: 2, tasksCreatedCompleted: 2 }),
  // The week before (Nov 9–15)
  day('2026-11-09', { 'revenue.bank.other': 40_000, leads: 4, appointments: 1, tasksCompleted: 1 }),
  // Before both: ignored.
  day('2026-11-01', { 'revenue.apps.subscriptions': 999_999, leads: 99 }),
]);

describe('kpi stats', () => {
  const stats = kpiStats({ range: '7d', today: TODAY, timeZone: 'America/Chicago', rollups: dayLedger(days) });

  it("answers §3's four figures with their change against the previous 7 days", () => {
    // Revenue: 500 + 250.50 + 50 = 800.50 against 400 → +100.1 %.
    expect(stats.revenue).toEqual({ current: 800.5, change: 100.1, trend: 'up' });
    // Leads: 3 against 4 → −25 %.
    expect(stats.leads).toEqual({ current: 3, change: -25, trend: 'down' });
    expect(stats.appointments).toEqual({ current: 1, change: 0, trend: 'up' });
    expect(stats.tasks).toEqual({ current: 2, change: 100, trend: 'up' });
    expect(stats.previous).toEqual({ revenue: 400, leads: 4, appointments: 1, tasks: 1 });
    expect(stats.range).toEqual({
      timeRange: '7d',
      from: '2026-11-16',
      to: '2026-11-22',
      previousFrom: '2026-11-09',
      previousTo: '2026-11-15',
      timeZone: 'America/Chicago',
      timeZoneSaved: false,
    });
  });

  it('charts each day of the range', () => {
    expect(stats.chartData).toEqual({
      labels: ['Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22'],
      revenue: [500, 0, 250.5, 0, 0, 0, 50],
      leads: [2, 0, 0, 0, 1, 0, 0],
    });
  });

  it('splits revenue by kind and says where it came from, matched deposits apart', () => {
    // 62.46 %, 31.29 %, 6.25 %: the floors make 99, and the largest remainder (.46) gets the last point.
    expect(stats.revenueSplit.map((s) => [s.kind, s.amount, s.percentage])).toEqual([
      ['subscriptions', 500, 63],
      ['one_time_sales', 250.5, 31],
      ['recurring_services', 0, 0],
      ['add_ons', 50, 6],
      ['other', 0, 0],
    ]);
    expect(stats.revenueSources).toEqual({ apps: 550, bank: 250.5, matched: 100 });
  });

  it('measures task performance over the range', () => {
    expect(stats.performance).toMatchObject({
      completionRate: 75,
      tasksCreated: 4,
      tasksCreatedCompleted: 3,
      medianHoursToComplete: 6.5, // one in 2–4 h (3 h), one in 8–12 h (10 h): (3 h + 10 h) / 2
      tasksCompleted: 2,
    });
  });

  it('scores health from the components that have data', () => {
    const { score, components } = stats.insights.healthScore;
    // Revenue +100.1 % → 35; leads −25 % → 0; appointments flat → 7.5; tasks 3 of 4 → 22.5. 65 of 100.
    expect(components.map((c) => [c.id, c.points])).toEqual([
      ['revenue', 35],
      ['leads', 0],
      ['appointments', 7.5],
      ['tasks', 22.5],
    ]);
    expect(score).toBe(65);
  });

  it('an empty workspace has zeros, no score, and says what would fill each figure', () => {
    const empty = kpiStats({ range: '30d', today: TODAY, timeZone: 'UTC', rollups: dayLedger([]) });
    expect(empty.revenue).toEqual({ current: 0, change: 0, trend: 'up' });
    expect(empty.chartData.revenue).toHaveLength(30);
    expect(empty.chartData.revenue.every((v) => v === 0)).toBe(true);
    expect(empty.insights.healthScore.score).toBeNull();
    expect(empty.insights.healthScore.components.every((c) => c.missing?.href)).toBe(true);
    expect(builtInTips(empty).map((t) => [t.title, t.href])).toEqual([
      ['Connect where your money comes in', '/integrations'],
      ['Connect your CRM', '/integrations'],
      ['Plan the work as tasks', '/tasks'],
    ]);
  });

  it('365d sums the year, with a point for each of 12 months', () => {
    const year = kpiStats({ range: '365d', today: TODAY, timeZone: 'UTC', rollups: dayLedger(days) });
    expect(year.chartData.labels).toHaveLength(12);
    expect(year.revenue.current).toBe(10_000 + 800.5 + 400 - 0.01); // Nov 1's 9,999.99 is in this year now
  });
});

describe('built-in tips', () => {
  const stats = kpiStats({ range: '7d', today: TODAY, timeZone: 'UTC', rollups: dayLedger(days) });

  it('are three, most urgent first, written from the figures', () => {
    const tips = builtInTips(stats);
    expect(tips).toHaveLength(3);
    expect(tips[0]).toMatchObject({ title: 'New leads fell 25%' });
    expect(tips[0]!.text).toContain('3 new leads came in during the last 7 days, 25% fewer than in the 7 days before');
    expect(tips.map((t) => t.title)).toEqual([
      'New leads fell 25%',
      'Revenue grew 100.1%',
      'Health score 65 out of 100',
    ]);
    expect(tips[1]!.text).toContain(
      'Revenue reached $801 in the last 7 days, up from $400. Your best day was Nov 16 with $500',
    );
  });

  it('cite no number that is not in the figures, and an invented one is caught', () => {
    expect(citesOnlyFigures(builtInTips(stats), stats)).toBe(true);
    expect(citesOnlyFigures([{ title: 'Revenue up 12%', text: 'Great month.', href: null }], stats)).toBe(false);
    expect(numbersIn('Revenue was $12,341.50, down 3.5% over 30 days')).toEqual([12341.5, 3.5, 30]);
  });
});
