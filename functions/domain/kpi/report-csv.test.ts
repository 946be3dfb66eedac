import { describe, expect, it } from 'vitest';
import { sumDeltas } from './day-metrics';
import { kpiReport } from './kpi-report';
import { kpiStats } from './kpi-stats';
import { reportCsv } from './report-csv';
import { dayLedger } from './rollup-ledger';

const stats = kpiStats({
  range: '7d',
  today: '2026-11-22',
  timeZone: 'UTC',
  rollups: dayLedger(
    sumDeltas([
      {
        date: '2026-11-20',
        metrics: { 'revenue.apps.subscriptions': 123_450, leads: 2, tasksCompleted: 1, 'ttc.60': 1 },
      },
      { date: '2026-11-10', metrics: { 'revenue.apps.subscriptions': 150_000 } },
    ]),
  ),
});

describe('report CSV', () => {
  const csv = reportCsv(kpiReport(stats, new Date('2026-11-22T18:05:00Z')));
  const rows = csv.trimEnd().split('\r\n');

  it('holds the period, the four KPIs with change, the chart series, the split and task performance', () => {
    expect(rows.slice(0, 4)).toEqual([
      'BizPilot KPI Report',
      '"Last 7 days: Nov 16, 2026 – Nov 22, 2026"',
      '"Compared with Nov 9, 2026 – Nov 15, 2026 · Time zone UTC"',
      'Generated 2026-11-22 18:05 UTC',
    ]);
    expect(rows).toContain('Metric,This period,Previous period,Change (%),Trend');
    expect(rows).toContain('Revenue (USD),1234.5,1500,-17.7,down');
    expect(rows).toContain('Leads,2,0,100,up');
    expect(rows).toContain('Period,Revenue (USD),Leads');
    expect(rows).toContain('Nov 20,1234.50,2');
    expect(rows).toContain('Subscriptions,1234.50,100');
    expect(rows).toContain('Median hours to complete,1.5');
    expect(rows).toContain('Completion rate (%),');
  });

  it('writes negative numbers as numbers: only text is neutralised', () => {
    expect(rows.find((r) => r.startsWith('Revenue (USD),'))).toContain(',-17.7,');
  });

  it("starts with the workspace's name, and has no 'BizPilot' when white-labelled", () => {
    const branded = reportCsv(
      kpiReport(stats, new Date('2026-11-22T18:05:00Z'), { displayName: 'Northwind Bakery', hideBizPilotName: true }),
    );
    expect(branded.split('\r\n')[0]).toBe('Northwind Bakery KPI Report');
    expect(branded).not.toMatch(/bizpilot/i);
    const unnamed = reportCsv(
      kpiReport(stats, new Date('2026-11-22T18:05:00Z'), { displayName: null, hideBizPilotName: true }),
    );
    expect(unnamed.split('\r\n')[0]).toBe('KPI Report');
  });
});
