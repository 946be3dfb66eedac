import type { EmployeeInsight } from '@shared/schemas/insight';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { AiInsightsCard } from './ai-insights-card';

const insight: EmployeeInsight = {
  employeeId: 'e1',
  lastAnalyzedAt: '2026-11-20T10:00:00.000Z',
  analysisConfidence: 82,
  strengthsAnalysis: ['Technical Skills (92): handles complex technical work.'],
  developmentAreas: ['Creativity (45): involve them in brainstorming.'],
  performanceTrend: 'improving',
  recommendedTaskTypes: ['Technical Development'],
  optimalWorkload: 75,
  teamRoleRecommendation: 'Technical Specialist: owns hard problems.',
  taskCompatibility: [{ taskType: 'Technical Development', score: 91 }],
  source: 'built-in',
  model: null,
};

let stored: EmployeeInsight | null;
let analyzeStatus: number;

beforeEach(() => {
  stored = null;
  analyzeStatus = 200;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET' && url === '/api/ai/insights/e1')
      return new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } });
    if (url === '/api/ai/analyze-employee/e1') {
      if (analyzeStatus !== 200) return new Response('{"message":"nope"}', { status: analyzeStatus });
      stored = insight;
      return Response.json(insight);
    }
    return new Response('not found', { status: 404 });
  });
});
afterEach(resetApp);

const renderCard = () => renderInApp(<AiInsightsCard employeeId="e1" />);

describe('AiInsightsCard', () => {
  it('offers an analysis when there is none, then shows every field of the result', async () => {
    renderCard();
    await screen.findByText('No AI analysis available yet');
    expect(screen.getByText('Last analyzed: Never')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Employee' }));
    await screen.findByText('Analysis Complete');
    expect(screen.getByText('AI insights have been updated successfully.')).toBeTruthy();
    expect(screen.getByText('Last analyzed: Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('By Built-in analyst')).toBeTruthy();
    for (const text of [
      'Analysis Confidence',
      'Improving',
      'Key Strengths',
      'Development Areas',
      'Recommended Task Types',
      'Optimal Workload',
      'Team Role Recommendation',
      'Task Compatibility Scores',
      '91%',
    ]) {
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Refresh analysis' })).toBeTruthy();
  });

  it('shows the spec’s toast when the analysis fails', async () => {
    analyzeStatus = 500;
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Analyze Employee' }));
    await screen.findByText('Analysis Failed');
    expect(screen.getByText('Failed to generate AI insights. Please try again.')).toBeTruthy();
    expect(screen.getByText('No AI analysis available yet')).toBeTruthy();
  });
});

describe('AiInsightsCard by role', () => {
  it.each(['member', 'viewer'] as const)('shows a %s the analysis but no Analyze or Refresh button', async (role) => {
    renderInApp(<AiInsightsCard employeeId="e1" />, { signedInAs: anAuthUser({ role }) });
    await screen.findByText('No AI analysis available yet');
    expect(screen.queryByRole('button', { name: 'Analyze Employee' })).toBeNull();
    stored = insight;
    resetApp();
    vi.stubGlobal('fetch', async () => Response.json(insight));
    renderInApp(<AiInsightsCard employeeId="e1" />, { signedInAs: anAuthUser({ role }) });
    await screen.findByText('Last analyzed: Nov 20, 2026');
    expect(screen.queryByRole('button', { name: 'Refresh analysis' })).toBeNull();
  });
});

describe('AiInsightsCard with AI turned off', () => {
  it("says AI is off where 'Analyze Employee' would be, and offers no analysis", async () => {
    renderInApp(<AiInsightsCard employeeId="e1" />, { signedInAs: anAuthUser({ aiEnabled: false }) });
    await screen.findByText('No AI analysis available yet');
    expect(screen.getByTestId('ai-off-notice').textContent).toContain('AI features are turned off for this workspace.');
    expect(screen.queryByRole('button', { name: 'Analyze Employee' })).toBeNull();
  });
});
