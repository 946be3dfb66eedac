import { describe, expect, it } from 'vitest';
import { taskMakingAutomation } from '../../../scripts/testing/automation-api';
import { eventually } from '../../../scripts/testing/eventually';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { aTeam, signUpOwner } from '../../../scripts/testing/teams';

const api = await sharedTestApi();
const team = await aTeam(api, { tier: 'elite' });
const { owner, admin, member } = team;

type Point = { date: string; balance: number; low: number; high: number };
const cash = async (query = '') => (await owner.client.get(`/api/forecast/cash${query}`)).body;

describe('forecast API (issue 34)', { timeout: 120_000 }, () => {
  it('forecasts 13 weeks of cash and 12 months of revenue once the Demo Bank is linked', async () => {
    expect((await owner.client.post('/api/financial/demo-bank', {})).status).toBe(201);
    const forecast = await cash();
    expect(forecast.points).toHaveLength(91);
    expect(forecast.points.every((p: Point) => p.low <= p.balance && p.balance <= p.high)).toBe(true);
    expect(forecast.dataFrom < forecast.asOf).toBe(true);
    expect(forecast.lowest.balance).toBe(
      Math.min(forecast.startingBalance, ...forecast.points.map((p: Point) => p.balance)),
    );
    expect(forecast.recurring.length).toBeGreaterThan(0);
    expect(forecast.threshold).toBe(0);
    expect((await owner.client.get('/api/forecast/cash?weeks=4')).body.points).toHaveLength(28);

    const revenue = (await owner.client.get('/api/forecast/revenue')).body;
    expect(revenue.points).toHaveLength(12);
    expect(revenue.points[0].month).toBe(forecast.points[0].date.slice(0, 7));
    expect((await owner.client.get('/api/forecast/revenue?months=3')).body.points).toHaveLength(3);
  });

  it('refuses what a client may not send with a 400, never a 500', async () => {
    expect((await owner.client.get('/api/forecast/cash?weeks=14')).status).toBe(400);
    expect((await owner.client.get('/api/forecast/revenue?months=0')).status).toBe(400);
    const bad = await owner.client.post('/api/forecast/scenarios', {
      name: 'Backwards',
      items: [
        {
          label: 'Hire',
          amount: 4000,
          direction: 'out',
          cadence: 'monthly',
          startDate: '2027-03-01',
          endDate: '2027-01-01',
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ends before it starts/);
    expect((await owner.client.patch('/api/forecast/recurring/no-such-series', { status: 'confirmed' })).status).toBe(
      404,
    );
    expect((await owner.client.patch('/api/forecast/recurring/x', { status: 'maybe' })).status).toBe(400);
    expect((await owner.client.get('/api/forecast/cash?scenario=01NOSUCHSCENARIO')).status).toBe(404);
  });

  it('lets owners and admins read and change the forecast, and no other role', async () => {
    expect((await admin.client.get('/api/forecast/cash')).status).toBe(200);
    expect((await member.client.get('/api/forecast/cash')).status).toBe(403);
    expect((await member.client.get('/api/forecast/recurring')).status).toBe(403);
    expect((await team.viewer.client.put('/api/forecast/settings', { threshold: 5 })).status).toBe(403);
    expect((await team.manager.client.post('/api/forecast/scenarios', { name: 'x', items: [] })).status).toBe(403);
  });

  it('is Elite only: a Starter workspace gets the 402 naming the plan', async () => {
    const starter = await signUpOwner(api, 'Sam');
    const res = await starter.client.get('/api/forecast/cash');
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/Elite/);
  });

  it("keeps each workspace's forecast, scenarios and series to itself", async () => {
    const other = await signUpOwner(api, 'Ivy');
    const { upgradeLocally } = await import('../../../scripts/testing/local-billing');
    await upgradeLocally(other.client, 'elite');
    const theirs = (await other.client.get('/api/forecast/cash')).body;
    expect(theirs).toMatchObject({ startingBalance: 0, recurring: [], dataFrom: null });
    expect(theirs.confidence).toEqual({ level: 'low', label: 'Low confidence: less than 3 months of history' });
    const [series] = (await owner.client.get('/api/forecast/recurring')).body.items;
    expect((await other.client.patch(`/api/forecast/recurring/${series.id}`, { status: 'dismissed' })).status).toBe(
      404,
    );
    const scenario = (await owner.client.post('/api/forecast/scenarios', { name: 'Mine', items: [anItem()] })).body;
    expect((await other.client.get(`/api/forecast/cash?scenario=${scenario.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/forecast/scenarios/${scenario.id}`)).status).toBe(404);
    expect((await other.client.get('/api/forecast/scenarios')).body.items).toEqual([]);
    await owner.client.delete(`/api/forecast/scenarios/${scenario.id}`);
  });

  it('applies a scenario on read: a payment of $4,000 in ten days lowers the balance from that day on', async () => {
    const base = await cash();
    const on = base.points[9].date;
    const created = await owner.client.post('/api/forecast/scenarios', {
      name: 'New van deposit',
      items: [{ ...anItem(), startDate: on }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'New van deposit',
      items: [{ amount: 4000, direction: 'out', cadence: 'once' }],
    });
    const withIt = await cash(`?scenario=${created.body.id}`);
    expect(withIt.scenario).toEqual({ id: created.body.id, name: 'New van deposit' });
    expect(withIt.points[8].balance).toBeCloseTo(base.points[8].balance, 2);
    expect(withIt.points[9].balance).toBeCloseTo(base.points[9].balance - 4000, 2);
    expect(withIt.points[90].balance).toBeCloseTo(base.points[90].balance - 4000, 2);
    expect((await owner.client.get('/api/forecast/scenarios')).body.items.map((s: { id: string }) => s.id)).toEqual([
      created.body.id,
    ]);
    expect((await owner.client.delete(`/api/forecast/scenarios/${created.body.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/forecast/cash?scenario=${created.body.id}`)).status).toBe(404);
  });

  it('takes a dismissed series out of the forecast, and puts it back when confirmed', async () => {
    const before = await cash();
    // A payment still to come: a late one is projected for tomorrow only once confirmed, so confirming it would
    // change the forecast, not put it back. The Demo Bank's data is seeded by the workspace's id, new each run.
    const series = before.recurring.find(
      (s: { direction: string; ended: boolean; nextDate: string }) =>
        s.direction === 'out' && !s.ended && s.nextDate > before.asOf && s.nextDate <= before.points[80].date,
    );
    expect(series).toBeDefined();
    const dismissed = await owner.client.patch(`/api/forecast/recurring/${series.id}`, { status: 'dismissed' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.status).toBe('dismissed');
    const after = await cash();
    const gained = after.points[90].balance - before.points[90].balance;
    expect(gained).toBeGreaterThan(0);
    expect(Math.round((gained / series.amount) * 100) % 100).toBe(0);
    await owner.client.patch(`/api/forecast/recurring/${series.id}`, { status: 'confirmed' });
    expect((await cash()).points[90].balance).toBeCloseTo(before.points[90].balance, 2);
  });

  it('tells the owners and admins once a day when the balance falls below the threshold within 30 days, and runs the cash_low automations', async () => {
    const automation = await owner.client.create(
      '/api/automations',
      taskMakingAutomation('Warn the bookkeeper', 'cash_low', 'Cash low on {{trigger.date}}: {{trigger.amount}}'),
    );
    const set = await owner.client.put('/api/forecast/settings', { threshold: 50_000_000 });
    expect(set.body).toEqual({ threshold: 50_000_000 });
    expect((await owner.client.get('/api/forecast/settings')).body).toEqual({ threshold: 50_000_000 });
    const [series] = (await owner.client.get('/api/forecast/recurring')).body.items;
    // A change of a series redoes the forecast, and the alert is checked against it: twice, one alert a day.
    await owner.client.patch(`/api/forecast/recurring/${series.id}`, { status: 'confirmed' });
    await owner.client.patch(`/api/forecast/recurring/${series.id}`, { status: 'detected' });

    const alertsOf = async (user: typeof owner) =>
      (
        (await user.client.get('/api/notifications')).body.items as { kind: string; body: string; link: string }[]
      ).filter((n) => n.kind === 'cash_low');
    for (const user of [owner, admin]) {
      const alerts = await alertsOf(user);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.body).toMatch(
        /falls to \$[\d,.]+ on \d{4}-\d{2}-\d{2}, below your threshold of \$50,000,000\.00\./,
      );
      expect(alerts[0]?.link).toBe('/financial?tab=forecast');
    }
    expect(
      (await member.client.get('/api/notifications')).body.items.some((n: { kind: string }) => n.kind === 'cash_low'),
    ).toBe(false);
    const outbox = (await owner.client.get('/api/outbox')).body.items as { to: string; subject: string }[];
    const emails = outbox.filter((m) => m.subject.startsWith('BizPilot: Cash forecast: below your threshold'));
    expect(emails.map((m) => m.to).sort()).toEqual([owner.email, admin.email].sort());

    const { value: runs } = await eventually(async () => {
      const runs = (await owner.client.get(`/api/automations/${automation.id}/runs`)).body.items as {
        status: string;
        eventSummary: string;
      }[];
      return runs.length && runs.every((run) => run.status !== 'running') ? runs : undefined;
    });
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe('succeeded');
    expect(runs[0]?.eventSummary).toMatch(/^Cash forecast to fall to \$[\d,.-]+ on \d{4}-\d{2}-\d{2}$/);
    const tasks = (await owner.client.get('/api/tasks')).body.items as { title: string }[];
    expect(tasks.some((t) => /^Cash low on \w{3} \d{2}, \d{4}: -?\$/.test(t.title))).toBe(true);
    expect((await cash()).threshold).toBe(50_000_000);
  });
});

function anItem() {
  return { label: 'Van deposit', amount: 4000, direction: 'out', cadence: 'once', startDate: '2099-01-01' };
}
