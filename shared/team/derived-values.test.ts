import { describe, expect, it } from 'vitest';
import { competencyKeys, defaultCompetencyScores } from '../catalog/competencies';
import { noteTypes } from '../schemas/note';
import { competencyValue, overallScore, topStrengths } from './competency-score';
import { matchBadgeVariant, matchLabel, showsHighPriorityNotice } from './match-label';
import { noteTypeBadgeVariant, showsFollowUpCompleted, showsFollowUpRequired } from './note-badges';
import { dashboardShowsImproving, trendLabel } from './performance-trend';
import { isTopPerformer, needsSupport, scoreColor, scoreRating } from './score-badge';
import {
  filterEmployees,
  performancePercent,
  skillDistribution,
  strongestSkill,
  teamAnalyticsSummary,
  teamListSummary,
  teamRecommendationCards,
  teamScore,
} from './team-summary';
import { tenureText, tenureYearsText } from './tenure';

const scores = (overrides: Record<string, number> = {}) => ({
  ...defaultCompetencyScores(),
  ...overrides,
  notes: null,
});

describe('overall score (spec §3)', () => {
  it('is 50 without competencies', () => {
    expect(overallScore(null)).toBe(50);
    expect(overallScore(undefined)).toBe(50);
  });
  it('sums the ten values, divides by 10 and rounds', () => {
    expect(overallScore(scores())).toBe(50);
    expect(overallScore(scores({ leadership: 55 }))).toBe(51); // 50.5 rounds up
    expect(overallScore(scores({ leadership: 54 }))).toBe(50); // 50.4 rounds down
  });
  it('counts a missing competency as 50', () => {
    expect(overallScore({ leadership: 100 })).toBe(55);
    expect(competencyValue({}, 'teamwork')).toBe(50);
    expect(competencyValue({ teamwork: null }, 'teamwork')).toBe(50);
    expect(competencyValue({ teamwork: 0 }, 'teamwork')).toBe(0);
  });
});

describe('top strengths (spec §3, §9)', () => {
  it('takes up to three competencies strictly above 70, highest first', () => {
    const result = topStrengths(
      scores({ leadership: 71, teamwork: 95, creativity: 80, communication: 90, adaptability: 70 }),
    );
    expect(result.map((s) => s.label)).toEqual(['Teamwork', 'Communication', 'Creativity']);
  });
  it('excludes exactly 70 and returns none when nothing is above it', () => {
    expect(topStrengths(scores({ leadership: 70 }))).toEqual([]);
    expect(topStrengths(scores({ leadership: 71 }))).toEqual([{ key: 'leadership', label: 'Leadership', value: 71 }]);
  });
});

describe('tenure texts (spec §3)', () => {
  const now = new Date(2026, 10, 22);
  it('list cards: whole years', () => {
    expect(tenureYearsText('2026-01-01', now)).toBe('< 1 year');
    expect(tenureYearsText('2025-11-23', now)).toBe('< 1 year');
    expect(tenureYearsText('2025-11-22', now)).toBe('1 year');
    expect(tenureYearsText('2023-06-01', now)).toBe('3 years');
    expect(tenureYearsText('2030-01-01', now)).toBe('< 1 year');
  });
  it('profile: years and months, else months, else days, with plurals', () => {
    expect(tenureText('2024-08-10', now)).toBe('2 years, 3 months');
    expect(tenureText('2025-10-22', now)).toBe('1 year, 1 month');
    expect(tenureText('2025-11-22', now)).toBe('1 year');
    expect(tenureText('2026-09-01', now)).toBe('2 months');
    expect(tenureText('2026-10-22', now)).toBe('1 month');
    expect(tenureText('2026-11-21', now)).toBe('1 day');
    expect(tenureText('2026-11-10', now)).toBe('12 days');
    expect(tenureText('2026-11-22', now)).toBe('0 days');
    expect(tenureText('2026-12-01', now)).toBe('0 days');
  });
  it('ignores a time part', () => {
    expect(tenureText('2025-11-22T23:59:59.000Z', now)).toBe('1 year');
  });
});

/** Both edges of each band (lowest, highest) read as the band's text and style. */
function expectBands(read: (score: number) => [string, string], bands: [number, number, string, string][]) {
  for (const [lowest, highest, text, style] of bands) {
    for (const score of [lowest, highest]) expect(read(score), `score ${score}`).toEqual([text, style]);
  }
}

describe('score badges and colours (spec §4)', () => {
  it('rates and colours a score by its band: 80 and up, 70, 60, below 60', () => {
    expectBands(
      (score) => [scoreRating(score), scoreColor(score)],
      [
        [80, 100, 'Excellent', 'green'],
        [70, 79, 'Good', 'yellow'],
        [60, 69, 'Fair', 'yellow'],
        [0, 59, 'Needs Support', 'red'],
      ],
    );
  });
  it('top performer at 80 or more, needs support below 60', () => {
    expect([isTopPerformer(79), isTopPerformer(80)]).toEqual([false, true]);
    expect([needsSupport(59), needsSupport(60)]).toEqual([true, false]);
  });
});

describe('match labels and badge variants (spec §4)', () => {
  it('labels a match score by its band: 90 and up, 80, 70, 60, below 60', () => {
    expectBands(
      (score) => [matchLabel(score), matchBadgeVariant(score)],
      [
        [90, 100, 'Excellent Match', 'default'],
        [80, 89, 'Very Good Match', 'default'],
        [70, 79, 'Good Match', 'secondary'],
        [60, 69, 'Fair Match', 'secondary'],
        [0, 59, 'Consider Alternatives', 'destructive'],
      ],
    );
  });
  it('shows the High Priority Task notice only for a high-priority task whose top match is 80 or more', () => {
    expect(showsHighPriorityNotice('high', 80)).toBe(true);
    expect(showsHighPriorityNotice('high', 79)).toBe(false);
    expect(showsHighPriorityNotice('medium', 95)).toBe(false);
    expect(showsHighPriorityNotice('high', undefined)).toBe(false);
  });
});

describe('performance trend (spec §4)', () => {
  it('labels the three trends and anything else Unknown', () => {
    expect(['improving', 'stable', 'declining', 'soaring', null, undefined].map(trendLabel)).toEqual([
      'Improving',
      'Stable',
      'Declining',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
  });
  it('on the dashboard only improving counts', () => {
    expect(dashboardShowsImproving('improving')).toBe(true);
    expect(dashboardShowsImproving('stable')).toBe(false);
  });
});

describe('note badges (spec §4)', () => {
  it('styles note types', () => {
    expect(Object.fromEntries(noteTypes.map((type) => [type, noteTypeBadgeVariant(type)]))).toEqual({
      performance: 'secondary',
      disciplinary: 'destructive',
      commendation: 'default',
      general: 'outline',
    });
  });
  it('shows Follow-up Required until completed, then Completed', () => {
    expect(showsFollowUpRequired({ requiresFollowUp: true, followUpCompleted: false })).toBe(true);
    expect(showsFollowUpRequired({ requiresFollowUp: true, followUpCompleted: true })).toBe(false);
    expect(showsFollowUpRequired({ requiresFollowUp: false, followUpCompleted: false })).toBe(false);
    expect(showsFollowUpCompleted({ requiresFollowUp: true, followUpCompleted: true })).toBe(true);
    expect(showsFollowUpCompleted({ requiresFollowUp: true, followUpCompleted: false })).toBe(false);
  });
});

const person = (
  over: Partial<{
    firstName: string;
    lastName: string;
    position: string;
    email: string;
    department: string | null;
    employmentType: 'full-time' | 'part-time' | 'contractor';
    performanceScore: number | null;
    competencies: ReturnType<typeof scores>;
    assessedAt: string | null;
  }> = {},
) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  position: 'Engineer',
  email: 'ada@example.com',
  department: 'Engineering' as string | null,
  employmentType: 'full-time' as const,
  performanceScore: null as number | null,
  competencies: scores(),
  assessedAt: null as string | null,
  ...over,
});

describe('team list summary and search (spec §2, §5)', () => {
  it('shows the counts, the rounded average performance and the departments (1 when none)', () => {
    const empty = { total: 0, fullTime: 0, performanceTotal: 0, departments: [] };
    expect(teamListSummary(empty)).toEqual({ totalEmployees: 0, fullTimeCount: 0, avgPerformance: 0, departments: 1 });
    const team = { total: 3, fullTime: 1, performanceTotal: 91 + 80 + 55, departments: ['Engineering', 'Sales'] };
    expect(teamListSummary(team)).toEqual({ totalEmployees: 3, fullTimeCount: 1, avgPerformance: 75, departments: 2 });
  });
  it('uses the review score as performance, else the competency overall', () => {
    expect(performancePercent(person({ performanceScore: 42 }))).toBe(42);
    expect(performancePercent(person({ competencies: scores({ teamwork: 100 }) }))).toBe(55);
  });
  it('searches name, position and email case-insensitively and filters departments exactly', () => {
    const team = [
      person(),
      person({
        firstName: 'Grace',
        lastName: 'Hopper',
        position: 'Sales Lead',
        email: 'gh@navy.mil',
        department: 'Sales',
      }),
      person({
        firstName: 'Linus',
        lastName: 'T',
        position: 'Kernel',
        email: 'lt@example.com',
        department: 'Sales Ops',
      }),
    ];
    expect(filterEmployees(team, 'ADA LOVE').map((e) => e.firstName)).toEqual(['Ada']);
    expect(filterEmployees(team, 'sales lead').map((e) => e.firstName)).toEqual(['Grace']);
    expect(filterEmployees(team, 'NAVY').map((e) => e.firstName)).toEqual(['Grace']);
    expect(filterEmployees(team, '', 'Sales').map((e) => e.firstName)).toEqual(['Grace']);
    expect(filterEmployees(team, '  ', 'all')).toHaveLength(3);
    expect(filterEmployees(team, 'engineering')).toEqual([]);
  });
});

describe('team analytics (spec §2, §9; issue 12)', () => {
  const assessed = (overrides: Record<string, number> = {}) =>
    person({ competencies: scores(overrides), assessedAt: '2026-10-01T00:00:00.000Z' });

  it('scores with the overall competency score, and not at all before an assessment', () => {
    expect(teamScore(assessed({ teamwork: 100 }))).toBe(55);
    expect(teamScore(person({ assessedAt: null }))).toBeNull();
  });

  it('counts top performers (80+) and need support (<60) among the assessed, and rounds their average', () => {
    const team = [
      assessed(Object.fromEntries(competencyKeys.map((k) => [k, 85]))),
      assessed(Object.fromEntries(competencyKeys.map((k) => [k, 55]))),
      assessed({ leadership: 55 }),
      person({ assessedAt: null }),
    ];
    // 85, 55, 51: the never-assessed one is neither counted nor averaged.
    expect(teamAnalyticsSummary(team)).toEqual({
      teamSize: 4,
      assessed: 3,
      averageCompetency: 64,
      topPerformers: 1,
      needSupport: 2,
    });
    expect(teamAnalyticsSummary([person({ assessedAt: null })])).toMatchObject({
      averageCompetency: null,
      needSupport: 0,
    });
  });

  it('averages the five skills over the assessed team and names its strongest skill', () => {
    const team = [
      assessed({ leadership: 70, technicalSkills: 90, communication: 60, problemSolving: 80, teamwork: 75 }),
      assessed({ leadership: 75, technicalSkills: 81, communication: 65, problemSolving: 60, teamwork: 90 }),
      person({ competencies: scores({ teamwork: 0 }), assessedAt: null }),
    ];
    expect(skillDistribution(team)).toEqual([
      { skill: 'Leadership', value: 73 },
      { skill: 'Technical', value: 86 },
      { skill: 'Communication', value: 63 },
      { skill: 'Problem Solving', value: 70 },
      { skill: 'Teamwork', value: 83 },
    ]);
    expect(strongestSkill(team)).toEqual({ key: 'technicalSkills', label: 'Technical Skills', average: 86 });
    expect(skillDistribution([person({ assessedAt: null })]).every((s) => s.value === null)).toBe(true);
  });

  it('shows recommendation cards for non-zero counts, plus a Teamwork card written from the team', () => {
    const strongest = { key: 'technicalSkills' as const, label: 'Technical Skills', average: 86 };
    const summary = { topPerformers: 0, needSupport: 0, assessed: 2 };
    const cards = teamRecommendationCards(summary, strongest, 83);
    expect(cards.map((c) => c.id)).toEqual(['teamwork']);
    expect(cards[0]!.title).toBe('Strengthen Teamwork');
    expect(cards[0]!.description).toContain(
      'Technical Skills is the team’s strongest skill (average 86 across 2 assessed team members) and teamwork averages 83',
    );
    expect(
      teamRecommendationCards({ ...summary, topPerformers: 2, needSupport: 1 }, strongest, 83).map((c) => c.id),
    ).toEqual(['leverage-top-performers', 'support-development', 'teamwork']);
    expect(teamRecommendationCards({ ...summary, assessed: 0 }, null, null)[0]!.description).toContain(
      'Assess competencies',
    );
  });
});
