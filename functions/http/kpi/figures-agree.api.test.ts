import { revenueSourceLabels } from '@shared/catalog/revenue-sources';
import type { Employee } from '@shared/schemas/employee';
import { overallScore } from '@shared/team/competency-score';
import {
  AVG_PERFORMANCE_HINT,
  performancePercent,
  teamAnalyticsSummary,
  teamListSummary,
} from '@shared/team/team-summary';
import { describe, expect, it } from 'vitest';
import { seedWorkspace } from '../../../scripts/seed/seed-workspace';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpUser, startTestApi, type TestUser } from '../../../scripts/testing/test-runtime';
import { userEntity } from '../../data/auth/users';
import { addDays } from '../../domain/finance/calendar-date';
import type { IntegrationItemFacts } from '../../domain/kpi/source-contributions';
import { rollupWriter } from '../../services/kpi/kpi-rollups';

/**
 * Issue 28 §3: every figure a user sees twice is the same or says why it differs. Each pair is computed from one
 * seeded workspace through the API, the way each screen reads it.
 */
delete process.env.OPENAI_API_KEY;
const api = await startedForThisFile(startTestApi());

const mean = (values: readonly number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);

async function workspaceOf(user: TestUser): Promise<string> {
  return (await userEntity.get({ id: user.user.id }))!.workspaceId;
}

describe('figures that agree', { timeout: 120_000 }, () => {
  it("overdue tasks: the dashboard card's count (the Tasks screen's Overdue filter) is Export Report's", async () => {
    const owner = await signUpUser(api);
    const today = new Date().toISOString().slice(0, 10);
    const due = (days: number) => `${addDays(today, days)}T00:00:00.000Z`;
    const tasks = [
      { title: 'Late', status: 'pending', dueDate: due(-3) },
      { title: 'Late, started', status: 'in_progress', dueDate: due(-1) },
      { title: 'Late but done', status: 'completed', dueDate: due(-2) },
      { title: 'Due today', status: 'pending', dueDate: due(0) },
      { title: 'No date', status: 'pending' },
    ];
    for (const task of tasks) {
      expect((await owner.client.post('/api/tasks', { priority: 'medium', ...task })).status).toBe(201);
    }
    const card = (await owner.client.get('/api/tasks?overdue=true&sort=due&limit=200')).body;
    expect(card.items.map((t: { title: string }) => t.title)).toEqual(['Late', 'Late, started']);
    const csv = (await owner.client.get('/api/kpi/report?timeRange=7d&format=csv')).text;
    expect(csv.split('\r\n')).toContain('Overdue tasks (today),2');
  });

  it('team: Avg Performance averages what it says; Average Competency is the cards’, Team Analytics’ and the assistant’s', async () => {
    const owner = await signUpUser(api);
    await seedWorkspace(await workspaceOf(owner), owner.user.id);

    const list = (await owner.client.get('/api/employees?limit=100')).body as {
      items: Employee[];
      team: Parameters<typeof teamListSummary>[0];
    };
    expect(list.items).toHaveLength(10);
    // /team's Avg Performance: the last review score, or the competency where there is none, as its hint says.
    expect(AVG_PERFORMANCE_HINT).toMatch(/^Last review scores \(competency where none\)/);
    expect(teamListSummary(list.team).avgPerformance).toBe(mean(list.items.map(performancePercent)));

    // The cards' competency badges, averaged over the assessed: Team Analytics' Average Competency.
    const cards = list.items.filter((e) => e.assessedAt).map((e) => overallScore(e.competencies));
    const analytics = (await owner.client.get('/api/ai/team-analytics?limit=200')).body;
    const averageCompetency = teamAnalyticsSummary(analytics.items).averageCompetency;
    expect(averageCompetency).toBe(mean(cards));

    // The assistant says the same number under the same name.
    const chat = await owner.client.post('/api/chat/send', { content: 'Who are my top performers?' });
    expect(chat.status).toBe(200);
    expect(chat.body.assistantMessage.content).toContain(`average competency ${averageCompetency}`);
  });

  it('revenue: the Financial figure is the bank part of the Dashboard’s, each labelled with its sources', async () => {
    const owner = await signUpUser(api);
    expect((await owner.client.post('/api/financial/demo-bank', {})).status).toBe(201);
    const financial = (await owner.client.get('/api/financial/analysis')).body;
    const dashboard = (await owner.client.get('/api/kpi/stats?timeRange=30d')).body;
    expect(financial.period.label).toBe('Last 30 days');
    expect(financial.revenue).toBeGreaterThan(0);
    // Same 30 days, bank data only: the Financial page's Revenue is the dashboard's bank part.
    expect(Math.round(dashboard.revenueSources.bank)).toBe(Math.round(financial.revenue));
    // The dashboard's Revenue is every source: apps plus bank.
    expect(dashboard.revenue.current).toBeCloseTo(dashboard.revenueSources.apps + dashboard.revenueSources.bank, 2);
    // Where they differ (apps connected), the labels under them say why.
    expect(revenueSourceLabels).toEqual({
      dashboard: 'From connected apps and bank data',
      financial: 'From bank statements and linked accounts',
    });
  });

  it('external revenue: the Integrated Data figure is the dashboard’s apps revenue for the selected range', async () => {
    const owner = await signUpUser(api);
    const writer = await rollupWriter(await workspaceOf(owner));
    const today = new Date().toISOString().slice(0, 10);
    const noon = (daysBack: number) => `${addDays(today, -daysBack)}T12:00:00.000Z`;
    const item = (over: Partial<IntegrationItemFacts> & Pick<IntegrationItemFacts, 'dataType'>) => ({
      date: null,
      firstSeenAt: noon(0),
      valueCents: null,
      currency: 'USD',
      status: null,
      ...over,
    });
    // What a connected app synced: a paid invoice yesterday, a paid order 40 days ago, an open invoice (not revenue).
    await writer.itemChanged(
      'inv',
      undefined,
      item({ dataType: 'invoice', status: 'paid', valueCents: 10_000, date: noon(1) }),
    );
    await writer.itemChanged(
      'ord',
      undefined,
      item({ dataType: 'order', status: 'paid', valueCents: 5_050, date: noon(40) }),
    );
    await writer.itemChanged(
      'open',
      undefined,
      item({ dataType: 'invoice', status: 'open', valueCents: 9_900, date: noon(1) }),
    );

    const apps = async (range: string) =>
      (await owner.client.get(`/api/kpi/stats?timeRange=${range}`)).body.revenueSources.apps as number;
    expect(await apps('7d')).toBe(100);
    expect(await apps('30d')).toBe(100);
    expect(await apps('90d')).toBe(150.5);
  });
});
