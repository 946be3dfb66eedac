import { statsWithoutRevenue } from '@shared/kpi/revenue-hidden';
import { type KpiStats, type KpiTips, REVENUE_HIDDEN_MESSAGE } from '@shared/schemas/kpi';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { DashboardPage } from './dashboard-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

const figure = (current: number, change: number) => ({ current, change, trend: change >= 0 ? 'up' : 'down' }) as const;

function stats(range: '7d' | '30d', fill: boolean): KpiStats {
  const labels = range === '7d' ? ['Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22'] : ['Oct 24'];
  const zeros = labels.map(() => 0);
  return {
    revenue: fill ? figure(1500.5, 200.1) : figure(0, 0),
    leads: fill ? figure(1, -50) : figure(0, 0),
    appointments: fill ? figure(1, 100) : figure(0, 0),
    tasks: fill ? figure(3, 100) : figure(0, 0),
    chartData: { labels, revenue: fill ? [0, 0, 0, 300.5, 0, 1200, 0] : zeros, leads: zeros },
    previous: { revenue: fill ? 500 : 0, leads: fill ? 2 : 0, appointments: 0, tasks: 0 },
    range: {
      timeRange: range,
      from: range === '7d' ? '2026-11-16' : '2026-10-24',
      to: '2026-11-22',
      previousFrom: '2026-11-09',
      previousTo: '2026-11-15',
      timeZone: 'America/Chicago',
      timeZoneSaved: true,
    },
    revenueSplit: [
      { kind: 'subscriptions', label: 'Subscriptions', amount: 0, percentage: 0 },
      { kind: 'one_time_sales', label: 'One-time Sales', amount: fill ? 300.5 : 0, percentage: fill ? 20 : 0 },
      { kind: 'recurring_services', label: 'Recurring Services', amount: fill ? 1200 : 0, percentage: fill ? 80 : 0 },
      { kind: 'add_ons', label: 'Add-ons', amount: 0, percentage: 0 },
      { kind: 'other', label: 'Other income', amount: 0, percentage: 0 },
    ],
    revenueSources: { apps: fill ? 1500.5 : 0, bank: 0, matched: 0 },
    performance: {
      completionRate: fill ? 75 : null,
      tasksCreated: fill ? 4 : 0,
      tasksCreatedCompleted: fill ? 3 : 0,
      medianHoursToComplete: fill ? 6.5 : null,
      tasksCompleted: fill ? 3 : 0,
      weekly: [{ label: 'Nov 16–22', from: '2026-11-16', to: '2026-11-22', created: 4, completed: 3 }],
    },
    insights: {
      healthScore: {
        score: fill ? 65 : null,
        components: [
          {
            id: 'revenue',
            label: 'Revenue growth',
            weight: 35,
            points: fill ? 35 : null,
            detail: '+200.1% vs the previous period',
            missing: fill ? null : { message: 'Connect a payment app to see revenue', href: '/integrations' },
          },
        ],
      },
    },
  };
}

const tips: KpiTips = {
  tips: [{ title: 'New leads fell 50%', text: '1 new lead came in.', href: null }],
  source: 'built-in',
  model: null,
};

let requests: string[];
let fill: boolean;
let hideRevenue: boolean;
beforeEach(() => {
  requests = [];
  fill = true;
  hideRevenue = false;
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const range = new URL(url, 'http://x').searchParams.get('timeRange') as '7d' | '30d';
    if (url.startsWith('/api/kpi/stats')) {
      const whole = stats(range, fill);
      return Response.json(hideRevenue ? statsWithoutRevenue(whole) : { ...whole, revenueHidden: null });
    }
    if (url.startsWith('/api/kpi/tips')) return Response.json(tips);
    return new Response('not found', { status: 404 });
  });
});
afterEach(resetApp);

const renderPage = () => renderInApp(<DashboardPage teamAnalytics={<p>Team tab</p>} />);

describe('DashboardPage', () => {
  it('shows the four KPI cards for the last 30 days, then for the range chosen', async () => {
    renderPage();
    const revenue = await screen.findByTestId('kpi-Revenue');
    await vi.waitFor(() => expect(revenue.textContent).toContain('$1,500.50'), { timeout: 5000 });
    expect(revenue.textContent).toContain('+200.1%vs previous period');
    expect(screen.getByTestId('kpi-Leads').textContent).toContain('-50%vs previous period');
    expect(requests[0]).toBe('/api/kpi/stats?timeRange=30d');

    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '7d' } });
    await vi.waitFor(() => expect(requests).toContain('/api/kpi/stats?timeRange=7d'), { timeout: 5000 });
    expect(await screen.findByRole('img', { name: /Revenue chart\. Nov 16: \$0, .*Nov 21: \$1,200/ })).toBeTruthy();
  });

  it('says where its Revenue comes from and links to the bank-only figure on Financial (issue 28 §3)', async () => {
    renderPage();
    const revenue = await screen.findByTestId('kpi-Revenue');
    await vi.waitFor(() => expect(revenue.textContent).toContain('From connected apps and bank data'), {
      timeout: 5000,
    });
    expect(within(revenue).getByRole('link', { name: 'Bank revenue on Financial' }).getAttribute('href')).toBe(
      '/financial',
    );
  });

  it('hands the Integrated Data tab the selected range, and its tab list scrolls on a narrow screen', async () => {
    const ranges: string[] = [];
    renderInApp(
      <DashboardPage
        integratedData={(range) => {
          ranges.push(range);
          return <p>Integrated data for {range}</p>;
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '90d' } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Integrated Data' }));
    expect(await screen.findByText('Integrated data for 90d')).toBeTruthy();
    expect(getComputedStyle(screen.getAllByRole('tablist')[0]!).overflowX).toBe('auto');
  });

  it('says who sees revenue instead of the figure, and has no Revenue tab, for a role without finance', async () => {
    hideRevenue = true;
    renderPage();
    const revenue = await screen.findByTestId('kpi-Revenue');
    await vi.waitFor(() => expect(revenue.textContent).toContain(REVENUE_HIDDEN_MESSAGE), { timeout: 5000 });
    expect(revenue.textContent).not.toContain('$');
    expect(screen.getByTestId('kpi-Leads').textContent).toContain('-50%vs previous period');
    expect(await screen.findByRole('tab', { name: 'Performance' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Revenue' })).toBeNull();
  });

  it('offers the report for the selected range as CSV and PDF downloads', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '90d' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    const csv = await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' });
    expect(csv.getAttribute('href')).toBe('/api/kpi/report?timeRange=90d&format=csv');
    expect(screen.getByRole('menuitem', { name: 'PDF (one-page report)' }).getAttribute('href')).toBe(
      '/api/kpi/report?timeRange=90d&format=pdf',
    );
  });

  it('shows zeros and where the numbers come from for an empty workspace, and no made-up figures', async () => {
    fill = false;
    renderPage();
    const hint = await screen.findByTestId('kpi-sources-hint');
    expect(within(hint).getByRole('link', { name: 'imported bank statements' }).getAttribute('href')).toBe(
      '/financial',
    );
    expect(screen.getByTestId('kpi-Revenue').textContent).toContain('$0.00');
    fireEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(await screen.findByRole('link', { name: 'Connect a review source to see satisfaction' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create tasks to see task completion' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Insights' }));
    expect((await screen.findByTestId('health-score')).textContent).toBe('—');
  });

  it('fills Revenue, Performance and Insights from the figures and names the analyst of the tips', async () => {
    renderPage();
    await screen.findByText(/\$1,500\.50/);
    fireEvent.click(screen.getByRole('tab', { name: 'Revenue' }));
    expect((await screen.findByText('Recurring Services')).parentElement!.textContent).toContain('80% ($1,200.00)');
    fireEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByText('6.5h')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Insights' }));
    expect((await screen.findByTestId('health-score')).textContent).toBe('65/100');
    expect(await screen.findByText('New leads fell 50%')).toBeTruthy();
    expect(screen.getByText('Built-in analyst')).toBeTruthy();
    // Below Elite, the cash low point says how to get it.
    expect(screen.getByRole('link', { name: 'Upgrade to Elite to be warned before your cash runs low' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Team Analytics' }));
    expect(await screen.findByText('Team tab')).toBeTruthy();
  });

  it('says AI is off where the tips would be, and asks for none, while the workspace has AI turned off', async () => {
    renderInApp(<DashboardPage teamAnalytics={<p>Team tab</p>} />, { signedInAs: anAuthUser({ aiEnabled: false }) });
    await screen.findByTestId('kpi-Revenue');
    fireEvent.click(screen.getByRole('tab', { name: 'Insights' }));
    expect((await screen.findByTestId('ai-off-notice')).textContent).toContain(
      'AI features are turned off for this workspace.',
    );
    expect(screen.queryByText('New leads fell 50%')).toBeNull();
    expect(requests.filter((url) => url.startsWith('/api/kpi/tips'))).toEqual([]);
  });
});
