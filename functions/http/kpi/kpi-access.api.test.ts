import { REVENUE_HIDDEN_MESSAGE } from '@shared/schemas/kpi';
import { describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { aTeam } from '../../../scripts/testing/teams';

/** The dashboard's Revenue is for `finance.view` (owners, admins): the other roles get the rest, filtered, not refused. */
const { owner, admin, manager, member } = await aTeam(await sharedTestApi());
// Revenue to hide: the demo bank's deposits.
expect((await owner.client.post('/api/financial/demo-bank')).status).toBeLessThan(300);

describe('the revenue figures by role', () => {
  it('gives owners and admins the revenue figures', async () => {
    for (const who of [owner, admin]) {
      const res = await who.client.get('/api/kpi/stats?timeRange=365d');
      expect(res.status).toBe(200);
      expect(res.body.revenue).toEqual(expect.objectContaining({ current: expect.any(Number) }));
      expect(res.body.revenueHidden).toBeNull();
      expect(res.body.chartData.revenue).toEqual(expect.any(Array));
    }
  });

  it('gives managers and members the dashboard without any revenue figure, saying who sees it', async () => {
    for (const who of [manager, member]) {
      const res = await who.client.get('/api/kpi/stats?timeRange=365d');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({
          revenue: null,
          revenueSplit: null,
          revenueSources: null,
          revenueHidden: REVENUE_HIDDEN_MESSAGE,
        }),
      );
      expect(res.body.chartData.revenue).toBeNull();
      expect(res.body.previous.revenue).toBeNull();
      const part = res.body.insights.healthScore.components.find((c: { id: string }) => c.id === 'revenue');
      expect(part).toEqual(expect.objectContaining({ points: null, detail: REVENUE_HIDDEN_MESSAGE }));
      expect(res.body.leads).toEqual(expect.objectContaining({ current: expect.any(Number) }));
    }
  });

  it('leaves revenue out of the exported report and the tips of a member', async () => {
    const ownersReport = await owner.client.get('/api/kpi/report?timeRange=365d&format=csv');
    expect(ownersReport.text).toContain('Revenue (USD)');
    const report = await member.client.get('/api/kpi/report?timeRange=365d&format=csv');
    expect(report.status).toBe(200);
    expect(report.text).not.toContain('Revenue (USD)');
    const tips = await member.client.get('/api/kpi/tips?timeRange=365d');
    expect(tips.status).toBe(200);
    for (const tip of tips.body.tips) expect(`${tip.title} ${tip.text}`).not.toMatch(/revenue|\$/i);
  });
});
