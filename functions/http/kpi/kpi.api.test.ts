import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpTwoUsers, signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { userEntity } from '../../data/auth/users';
import { addDays } from '../../domain/finance/calendar-date';
import type { IntegrationItemFacts } from '../../domain/kpi/source-contributions';
import { rollupWriter } from '../../services/kpi/kpi-rollups';
import { readBankTransactions } from '../../services/kpi/kpi-sources';

const api = await startedForThisFile(startTestApi());
const [alice, bob] = await signUpTwoUsers(api);

const today = () => new Date().toISOString().slice(0, 10);
/** Noon UTC on a day relative to today: the same calendar day in UTC and in New York. */
const noon = (daysBack: number) => `${addDays(today(), -daysBack)}T12:00:00.000Z`;

async function workspaceOf(user: TestUser): Promise<string> {
  return (await userEntity.get({ id: user.user.id }))!.workspaceId;
}

/** What the integration sync hands the rollups for an item it created (its hook, called as the sync will). */
async function synced(
  user: TestUser,
  id: string,
  facts: Partial<IntegrationItemFacts> & Pick<IntegrationItemFacts, 'dataType'>,
) {
  const item: IntegrationItemFacts = {
    date: null,
    firstSeenAt: noon(0),
    valueCents: null,
    currency: 'USD',
    status: null,
    ...facts,
  };
  await (await rollupWriter(await workspaceOf(user))).itemChanged(id, undefined, item);
}

describe('KPI stats API', () => {
  it('answers an empty workspace with zeros and 30 daily points, in UTC until a zone is set', async () => {
    const res = await alice.client.get('/api/kpi/stats');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      revenue: { current: 0, change: 0, trend: 'up' },
      leads: { current: 0, change: 0, trend: 'up' },
      appointments: { current: 0, change: 0, trend: 'up' },
      tasks: { current: 0, change: 0, trend: 'up' },
      range: { timeRange: '30d', from: addDays(today(), -29), to: today(), timeZone: 'UTC', timeZoneSaved: false },
    });
    expect(res.body.chartData.labels).toHaveLength(30);
    expect(res.body.chartData.revenue).toEqual(Array(30).fill(0));
    expect(res.body.insights.healthScore.score).toBeNull();
  });

  it('refuses any other timeRange with a 400', async () => {
    for (const range of ['14d', '', '30D', '1y']) {
      const res = await alice.client.get(`/api/kpi/stats?timeRange=${encodeURIComponent(range)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('timeRange must be one of 7d, 30d, 90d or 365d');
    }
    expect((await api.client().get('/api/kpi/stats')).status).toBe(401);
  });

  it("computes the seeded workspace's figures, each worked out here by hand", async () => {
    // Tasks through the API: three created today, two of them completed, one deleted again.
    const ids: string[] = [];
    for (const title of ['Quote Acme', 'Call Bo', 'Scrap me']) {
      ids.push((await alice.client.post('/api/tasks', { title })).body.id);
    }
    expect((await alice.client.patch(`/api/tasks/${ids[0]}`, { status: 'completed' })).status).toBe(200);
    expect((await alice.client.patch(`/api/tasks/${ids[1]}`, { status: 'completed' })).status).toBe(200);
    // Completing again is no change: it must not count twice.
    expect((await alice.client.patch(`/api/tasks/${ids[1]}`, { status: 'completed' })).status).toBe(200);
    expect((await alice.client.delete(`/api/tasks/${ids[2]}`)).status).toBe(204);
    // A task created completed counts as created and completed.
    await alice.client.post('/api/tasks', { title: 'Already done', status: 'completed' });

    // What connected apps reported, through the sync's hook.
    await synced(alice, 'inv-1', { dataType: 'invoice', status: 'paid', valueCents: 120_000, date: noon(1) });
    await synced(alice, 'ord-1', { dataType: 'order', status: 'paid', valueCents: 30_050, date: noon(3) });
    await synced(alice, 'ord-2', { dataType: 'order', status: 'paid', valueCents: 50_000, date: noon(10) });
    await synced(alice, 'inv-open', { dataType: 'invoice', status: 'open', valueCents: 99_900, date: noon(1) });
    await synced(alice, 'lead-1', { dataType: 'lead', date: noon(2) });
    await synced(alice, 'lead-2', { dataType: 'lead', date: noon(9) });
    await synced(alice, 'lead-3', { dataType: 'lead', date: noon(12) });
    await synced(alice, 'meet-1', { dataType: 'event', status: 'confirmed', date: noon(4) });
    await synced(alice, 'meet-x', { dataType: 'event', status: 'cancelled', date: noon(4) });
    // A re-sync of an unchanged item is not passed on; one passed on twice would show below as a double count.

    const week = (await alice.client.get('/api/kpi/stats?timeRange=7d')).body;
    // Revenue in the last 7 days: 1,200.00 + 300.50 = 1,500.50; the 7 days before: 500.00 → +200.1 %.
    expect(week.revenue).toEqual({ current: 1500.5, change: 200.1, trend: 'up' });
    // Leads: 1 (day −2) against 2 (days −9 and −12) → −50 %.
    expect(week.leads).toEqual({ current: 1, change: -50, trend: 'down' });
    expect(week.appointments).toEqual({ current: 1, change: 100, trend: 'up' });
    // Tasks completed today: Quote Acme, Call Bo, Already done.
    expect(week.tasks).toEqual({ current: 3, change: 100, trend: 'up' });
    expect(week.previous).toEqual({ revenue: 500, leads: 2, appointments: 0, tasks: 0 });
    expect(week.chartData.revenue).toEqual([0, 0, 0, 300.5, 0, 1200, 0]);
    expect(week.chartData.leads).toEqual([0, 0, 0, 0, 1, 0, 0]);
    // Of the 3 tasks still there that were created this week, 3 are completed.
    expect(week.performance).toMatchObject({
      completionRate: 100,
      tasksCreated: 3,
      tasksCreatedCompleted: 3,
      tasksCompleted: 3,
    });
    expect(week.revenueSplit.map((s: { kind: string; percentage: number }) => [s.kind, s.percentage])).toEqual([
      ['subscriptions', 0],
      ['one_time_sales', 20], // 300.50 of 1,500.50
      ['recurring_services', 80], // the invoice
      ['add_ons', 0],
      ['other', 0],
    ]);

    const month = (await alice.client.get('/api/kpi/stats?timeRange=30d')).body;
    expect(month.revenue.current).toBe(2000.5);
    expect(month.leads.current).toBe(3);
  });

  it('shows one workspace nothing of another', async () => {
    const stats = (await bob.client.get('/api/kpi/stats?timeRange=365d')).body;
    expect(stats.revenue.current).toBe(0);
    expect(stats.leads.current).toBe(0);
    expect(stats.tasks.current).toBe(0);
    const csv = await bob.client.get('/api/kpi/report?timeRange=30d&format=csv');
    expect(csv.text).toContain('Revenue (USD),0,0,0,up');
  });
});

describe('Export Report API', () => {
  it('downloads the range as CSV', async () => {
    const res = await alice.client.get('/api/kpi/report?timeRange=7d&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="bizpilot-kpi-report-7d-${today()}.csv"`);
    const rows = res.text.split('\r\n');
    expect(rows).toContain('Revenue (USD),1500.5,500,200.1,up');
    expect(rows).toContain('Leads,1,2,-50,down');
    expect(rows).toContain('Tasks Completed,3,0,100,up');
  });

  it('downloads a PDF that pdftotext reads back', async () => {
    const res = await fetch(new URL('/api/kpi/report?timeRange=30d&format=pdf', api.url), {
      headers: { cookie: `__Host-sid=${alice.client.sessionCookie}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const file = join(mkdtempSync(join(tmpdir(), 'kpi-api-')), 'report.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Revenue \(USD\)\s+\$2,000\.50/);
  });

  it('refuses an unknown format', async () => {
    const res = await alice.client.get('/api/kpi/report?timeRange=30d&format=xlsx');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('format must be csv or pdf');
  });
});

describe('tips and time zone', () => {
  it('writes three tips with the built-in analyst when no OpenAI key is set', async () => {
    const res = await alice.client.get('/api/kpi/tips?timeRange=7d');
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('built-in');
    expect(res.body.tips).toHaveLength(3);
    expect(res.body.tips[0].title).toBe('New leads fell 50%');
  });

  it('stores the browser zone once, refuses a made-up one, and keeps the first', async () => {
    expect((await bob.client.put('/api/workspace/time-zone', { timeZone: 'Mars/Olympus' })).status).toBe(400);
    const first = await bob.client.put('/api/workspace/time-zone', { timeZone: 'America/New_York' });
    expect(first.body).toEqual({ timeZone: 'America/New_York', saved: true });
    const second = await bob.client.put('/api/workspace/time-zone', { timeZone: 'Europe/Berlin' });
    expect(second.body).toEqual({ timeZone: 'America/New_York', saved: false });
    const stats = (await bob.client.get('/api/kpi/stats')).body;
    expect(stats.range).toMatchObject({ timeZone: 'America/New_York', timeZoneSaved: true });
    // Alice's workspace is untouched.
    expect((await alice.client.get('/api/kpi/stats')).body.range.timeZoneSaved).toBe(false);
  });

  it('rebuilds the rollups in the zone once it is set, from the task items', async () => {
    // Alice's tasks were created and completed today (UTC); in Kiritimati (UTC+14) some of today's UTC hours are
    // tomorrow, which is never in a range. After the zone is set, today's figures are recomputed in that zone.
    const before = (await alice.client.get('/api/kpi/stats?timeRange=7d')).body;
    expect((await alice.client.put('/api/workspace/time-zone', { timeZone: 'Pacific/Kiritimati' })).body.saved).toBe(
      true,
    );
    const after = (await alice.client.get('/api/kpi/stats?timeRange=7d')).body;
    expect(after.range.timeZone).toBe('Pacific/Kiritimati');
    // The tasks are recomputed from the task items: all three completions are still counted, on Kiritimati's today.
    expect(after.tasks.current).toBe(before.tasks.current);
    expect(after.range.to).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()),
    );
  });
});

describe('bank data and the revenue counted once', () => {
  it('counts the Demo Bank income as revenue, the total the financial analysis shows, and an invoice paid into it once', async () => {
    const carol = await signUpUser(api, { firstName: 'Carol', lastName: 'Banks' });
    expect((await carol.client.post('/api/financial/demo-bank')).status).toBeLessThan(300);
    const analysis = (await carol.client.get('/api/financial/analysis')).body;
    const before = (await carol.client.get('/api/kpi/stats?timeRange=30d')).body;
    // Both read the last 30 days in UTC: the dashboard's bank revenue is the analysis's revenue, to the cent.
    expect(before.revenueSources.bank).toBeCloseTo(analysis.revenue, 2);
    expect(before.revenue.current).toBeCloseTo(analysis.revenue, 2);

    // An invoice a connected app reports paid, for the amount and on the day of a deposit: the same money.
    const workspaceId = await workspaceOf(carol);
    const deposit = (await readBankTransactions(workspaceId, addDays(today(), -20), addDays(today(), -10))).find(
      (t) => t.category === 'Income' && t.amountCents > 0,
    )!;
    await synced(carol, 'inv-paid', {
      dataType: 'invoice',
      status: 'paid',
      valueCents: deposit.amountCents,
      date: `${deposit.date}T12:00:00.000Z`,
    });
    const after = (await carol.client.get('/api/kpi/stats?timeRange=30d')).body;
    expect(after.revenue.current).toBeCloseTo(before.revenue.current, 2);
    expect(after.revenueSources.matched).toBeCloseTo(deposit.amountCents / 100, 2);
    expect(after.revenueSources.apps).toBeCloseTo(deposit.amountCents / 100, 2);

    // Removing the Demo Bank takes its revenue away again; the invoice now counts alone.
    expect((await carol.client.delete('/api/financial/demo-bank')).status).toBe(204);
    const removed = (await carol.client.get('/api/kpi/stats?timeRange=30d')).body;
    expect(removed.revenueSources).toEqual({ apps: deposit.amountCents / 100, bank: 0, matched: 0 });
  });
});
