import { defaultCompetencyScores } from '@shared/catalog/competencies';
import type { PerformanceTrend } from '@shared/schemas/insight';
import type { TeamAnalyticsMember } from '@shared/schemas/team-analytics';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toast-region';
import { anAuthUser, aPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { TeamAnalytics } from './team-analytics';

const member = (
  id: string,
  firstName: string,
  level: number,
  insight: TeamAnalyticsMember['insight'],
  assessed = true,
): TeamAnalyticsMember => ({
  id,
  firstName,
  lastName: 'Test',
  position: 'Staff',
  department: 'Ops',
  competencies: {
    ...Object.fromEntries(Object.keys(defaultCompetencyScores()).map((k) => [k, level])),
    notes: null,
  } as TeamAnalyticsMember['competencies'],
  assessedAt: assessed ? '2026-06-01T00:00:00.000Z' : null,
  insight,
});

const insight = (
  analysisConfidence: number,
  performanceTrend: PerformanceTrend,
): NonNullable<TeamAnalyticsMember['insight']> => ({
  lastAnalyzedAt: '2026-11-21T09:00:00.000Z',
  analysisConfidence,
  performanceTrend,
});

let team: TeamAnalyticsMember[];
let calls: string[];
let analyzeStatus: number;

beforeEach(() => {
  analyzeStatus = 200;
  calls = [];
  team = [
    member('a', 'Ana', 90, insight(85, 'improving')),
    member('b', 'Ben', 70, null),
    member('c', 'Cy', 45, insight(40, 'declining')),
    member('d', 'Dee', 50, insight(25, 'stable'), false),
  ];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(url);
    if (url === '/api/ai/team-analytics?limit=200') return Response.json(aPage(team));
    if (url === '/api/ai/analyze-team' && init.method === 'POST') {
      if (analyzeStatus !== 200) return new Response('boom', { status: analyzeStatus });
      team[1] = { ...team[1]!, insight: insight(72, 'stable') };
      // The stored insights as the route answers them (the tab reads its own figures again).
      return Response.json(
        team.flatMap(({ id, insight }) =>
          insight
            ? [
                {
                  employeeId: id,
                  ...insight,
                  strengthsAnalysis: [],
                  developmentAreas: [],
                  recommendedTaskTypes: [],
                  optimalWorkload: 70,
                  teamRoleRecommendation: 'x',
                  taskCompatibility: [],
                  source: 'built-in',
                  model: null,
                },
              ]
            : [],
        ),
      );
    }
    return new Response('not found', { status: 404 });
  });
});
afterEach(resetApp);

const renderAnalytics = () => renderInApp(<TeamAnalytics />);

const stat = (label: string) => screen.getByText(label).parentElement!.parentElement!.textContent;

// vi.waitFor gives up after 1 s by default; a loaded 2-core machine needs longer to render the fetched team.
const SLOW_MACHINE = { timeout: 5000 };

describe('TeamAnalytics', () => {
  it("says AI is off where 'Analyze Team' would be while the workspace has AI turned off", async () => {
    renderInApp(<TeamAnalytics />, { signedInAs: anAuthUser({ aiEnabled: false }) });
    expect((await screen.findByTestId('ai-off-notice')).textContent).toContain(
      'AI features are turned off for this workspace.',
    );
    expect(screen.queryByRole('button', { name: 'Analyze Team' })).toBeNull();
  });

  it('scores the assessed by their overall competency score and computes the skill distribution', async () => {
    renderAnalytics();
    await vi.waitFor(() => expect(stat('Team Size')).toContain('4'), SLOW_MACHINE);
    // Overall scores 90, 70 and 45 (the analysis confidence plays no part); Dee was never assessed.
    expect(stat('Average Competency')).toContain('68%');
    expect(stat('Average Competency')).toContain('3 of 4 assessed');
    await vi.waitFor(() => expect(stat('Top Performers')).toContain('1'), SLOW_MACHINE);
    expect(stat('Need Support')).toContain('1');
    for (const skill of ['Leadership', 'Technical', 'Communication', 'Problem Solving', 'Teamwork'])
      expect(screen.getByText(skill).parentElement!.textContent).toBe(`${skill}68%`);
    // The whole team with its insights in one request, never one per employee.
    expect(calls).toEqual(['/api/ai/team-analytics?limit=200']);
  });

  it('loads a team of more than 200 in pages of 200 and summarises all of it', async () => {
    team = Array.from({ length: 201 }, (_, i) => member(`e${i}`, `Person${i}`, i < 101 ? 90 : 50, null));
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      const query = new URL(url, 'http://localhost').searchParams;
      if (query.get('cursor') === 'page-2') return Response.json(aPage(team.slice(200)));
      return Response.json(aPage(team.slice(0, 200), {}, 'page-2'));
    });
    renderAnalytics();
    await vi.waitFor(() => expect(stat('Team Size')).toContain('201'), SLOW_MACHINE);
    expect(stat('Top Performers')).toContain('101');
    expect(calls).toHaveLength(2);
  });

  it('lists each employee with rating, score, Improving badge and analysis date or Not analyzed', async () => {
    renderAnalytics();
    fireEvent.click(await screen.findByRole('tab', { name: 'Performance' }));
    const rows = await screen.findAllByRole('listitem');
    await vi.waitFor(() => expect(within(rows[0]!).getByText('Improving')).toBeTruthy(), SLOW_MACHINE);
    expect(rows[0]!.textContent).toContain('Excellent');
    expect(rows[0]!.textContent).toContain('90%');
    expect(rows[0]!.textContent).toContain('Analyzed Nov 21, 2026 · analysis confidence 85%');
    expect(rows[1]!.textContent).toContain('Not analyzed');
    expect(rows[1]!.textContent).toContain('Good');
    expect(rows[2]!.textContent).toContain('Needs Support');
    expect(rows[2]!.textContent).toContain('45%');
    expect(within(rows[2]!).queryByText('Improving')).toBeNull();
    // Never assessed: no rating from the default 50s, and the low analysis confidence is not a score.
    expect(rows[3]!.textContent).toContain('Not assessed');
    expect(rows[3]!.textContent).not.toContain('Needs Support');
    expect(rows[3]!.textContent).toContain('analysis confidence 25%');
  });

  it('ranks the Performance list by score, best first, the not assessed last, whatever order the server sends', async () => {
    team = [team[3]!, team[2]!, team[1]!, team[0]!];
    renderAnalytics();
    fireEvent.click(await screen.findByRole('tab', { name: 'Performance' }));
    const list = await screen.findByRole('list', { name: 'Employee performance' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent?.match(/^(\w+) Test/)?.[1]);
    expect(names).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
  });

  it('shows recommendation cards for the counts plus the Teamwork card', async () => {
    renderAnalytics();
    await vi.waitFor(() => expect(stat('Need Support')).toContain('1'), SLOW_MACHINE);
    fireEvent.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(await screen.findByText('Leverage Top Performers')).toBeTruthy();
    expect(screen.getByText('Provide Additional Support')).toBeTruthy();
    expect(screen.getByText('Strengthen Teamwork')).toBeTruthy();
    // Every competency averages 68 in this team: the first in the catalogue, Leadership, is named.
    expect(
      screen.getByText(/Leadership is the team’s strongest skill \(average 68 across 3 assessed team members\)/),
    ).toBeTruthy();
  });

  it('analyzes the team: success and failure toasts', async () => {
    renderAnalytics();
    const button = (await screen.findByRole('button', { name: 'Analyze Team' })) as HTMLButtonElement;
    // Disabled until the team has loaded (nothing to analyze before).
    await vi.waitFor(() => expect(button.disabled).toBe(false), SLOW_MACHINE);
    fireEvent.click(button);
    await screen.findByText('Team Analysis Complete');
    // The tab reads the team again: Ben, analysed now, shows his analysis.
    fireEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    await vi.waitFor(
      () => expect(screen.getAllByRole('listitem')[1]!.textContent).toContain('analysis confidence 72%'),
      SLOW_MACHINE,
    );
    analyzeStatus = 500;
    toaster.remove();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Team' }));
    await screen.findByText('Analysis Failed');
    expect(screen.getByText('Failed to analyze team. Please try again.')).toBeTruthy();
  });
});

describe('TeamAnalytics by role', () => {
  it.each(['member', 'viewer'] as const)('shows a %s the analytics without Analyze Team', async (role) => {
    renderInApp(<TeamAnalytics />, { signedInAs: anAuthUser({ role }) });
    await vi.waitFor(() => expect(stat('Team Size')).toContain('4'), SLOW_MACHINE);
    expect(screen.queryByRole('button', { name: 'Analyze Team' })).toBeNull();
  });

  it('shows a manager Analyze Team', async () => {
    renderInApp(<TeamAnalytics />, { signedInAs: anAuthUser({ role: 'manager' }) });
    expect(await screen.findByRole('button', { name: 'Analyze Team' })).toBeTruthy();
  });
});
