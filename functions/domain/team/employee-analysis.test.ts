import { type CompetencyScores, defaultCompetencyScores } from '@shared/catalog/competencies';
import { insightContentSchema } from '@shared/schemas/insight';
import { describe, expect, it } from 'vitest';
import { assessmentsOf, competencyHistory } from './competency-trend';
import { analyzeEmployee, type EmployeeAnalysisInput } from './employee-analysis';

const now = new Date('2026-11-22T10:00:00Z');
const scores = (over: Partial<CompetencyScores> = {}): CompetencyScores => ({ ...defaultCompetencyScores(), ...over });
const snap = (savedAt: string, over: Partial<CompetencyScores>) => ({ savedAt, scores: scores(over) });

const input = (
  over: Partial<EmployeeAnalysisInput> & { competencies?: Partial<CompetencyScores> } = {},
): EmployeeAnalysisInput => {
  const competencies = { ...scores(over.competencies), notes: null };
  return {
    employee: {
      firstName: 'Maya',
      lastName: 'Chen',
      position: 'Backend Engineer',
      department: 'Engineering',
      hireDate: '2023-03-01',
      skills: ['TypeScript', 'PostgreSQL', 'AWS'],
      certifications: ['AWS Solutions Architect'],
      performanceScore: 88,
      competencies,
      ...over.employee,
    },
    notes: over.notes ?? [],
    snapshots: over.snapshots ?? [{ savedAt: '2026-01-10T09:00:00Z', scores: scores(over.competencies) }],
    tasks: over.tasks ?? { open: 1, completed: 4 },
  };
};

const engineer = { technicalSkills: 92, problemSolving: 86, analyticalThinking: 84, creativity: 45, customerFocus: 52 };

describe('competency trend from snapshots', () => {
  it('is improving, stable or declining by the overall change across the recent window', () => {
    const up = [snap('2026-01-01T00:00:00Z', {}), snap('2026-06-01T00:00:00Z', { leadership: 80 })];
    expect(competencyHistory(up, scores({ leadership: 80 }), now)).toMatchObject({
      trend: 'improving',
      overallChange: 3,
      assessments: 2,
    });
    const down = [snap('2026-01-01T00:00:00Z', { leadership: 80 }), snap('2026-06-01T00:00:00Z', {})];
    expect(competencyHistory(down, scores(), now).trend).toBe('declining');
    const flat = [snap('2026-01-01T00:00:00Z', {}), snap('2026-06-01T00:00:00Z', { leadership: 70 })];
    expect(competencyHistory(flat, scores({ leadership: 70 }), now).trend).toBe('stable');
  });
  it('is stable with a single assessment, and treats unsaved current scores as the latest point', () => {
    expect(competencyHistory([snap('2026-01-01T00:00:00Z', {})], scores(), now)).toMatchObject({
      trend: 'stable',
      assessments: 1,
      since: null,
    });
    const h = competencyHistory([snap('2026-01-01T00:00:00Z', {})], scores({ teamwork: 100, leadership: 90 }), now);
    expect(h).toMatchObject({ trend: 'improving', assessments: 2, since: '2026-01-01T00:00:00Z' });
    expect(h.changes.teamwork).toBe(50);
  });
  it('does not count the default 50s stored when an employee was added as an assessment', () => {
    const addedAt = '2026-01-01T00:00:00.000Z';
    const history = [snap(addedAt, {}), snap('2026-03-01T00:00:00Z', { leadership: 100 })];
    expect(assessmentsOf(history, addedAt)).toEqual([history[1]]);
    expect(competencyHistory(assessmentsOf(history, addedAt), scores({ leadership: 100 }), now)).toMatchObject({
      trend: 'stable',
      assessments: 1,
      overallChange: 0,
    });
    // An assessment that happens to be all 50s, saved later, is one.
    const assessedAtFifty = [snap(addedAt, {}), snap('2026-02-01T00:00:00Z', {})];
    expect(assessmentsOf(assessedAtFifty, addedAt)).toEqual([assessedAtFifty[1]]);
  });

  it('only looks at the six most recent assessments', () => {
    const old = [snap('2025-01-01T00:00:00Z', { leadership: 0, teamwork: 0 })];
    const recent = Array.from({ length: 6 }, (_, i) => snap(`2026-0${i + 1}-01T00:00:00Z`, {}));
    expect(competencyHistory([...old, ...recent], scores(), now).trend).toBe('stable');
  });
});

describe('built-in employee analysis', () => {
  it('produces a valid insight and is deterministic', () => {
    const a = analyzeEmployee(input({ competencies: engineer }), now);
    expect(insightContentSchema.parse(a)).toEqual(a);
    expect(analyzeEmployee(input({ competencies: engineer }), now)).toEqual(a);
  });

  it('names the top competencies as strengths and the lowest as development areas, with reasons', () => {
    const a = analyzeEmployee(input({ competencies: engineer }), now);
    expect(a.strengthsAnalysis[0]).toMatch(/^Technical Skills \(92\): handles complex technical work/);
    expect(a.strengthsAnalysis[1]).toMatch(/^Problem Solving \(86\)/);
    expect(a.developmentAreas[0]).toMatch(/^Creativity \(45\): involve them in brainstorming/);
    expect(a.developmentAreas[1]).toMatch(/\(50\)/);
  });

  it('recommends technical work to an engineer and support work to a support specialist', () => {
    const eng = analyzeEmployee(input({ competencies: engineer }), now);
    expect(eng.recommendedTaskTypes[0]).toBe('Technical Development');
    expect(eng.taskCompatibility).toHaveLength(10);
    expect(eng.taskCompatibility.map((t) => t.score)).toEqual(
      [...eng.taskCompatibility.map((t) => t.score)].sort((x, y) => y - x),
    );
    const support = analyzeEmployee(
      input({
        competencies: { customerFocus: 93, communication: 88, adaptability: 82, technicalSkills: 40 },
        employee: {
          ...input().employee,
          position: 'Support Lead',
          skills: ['Zendesk', 'Customer Service'],
          certifications: [],
          competencies: {
            ...scores({ customerFocus: 93, communication: 88, adaptability: 82, technicalSkills: 40 }),
            notes: null,
          },
        },
      }),
      now,
    );
    expect(support.recommendedTaskTypes[0]).toBe('Customer Support');
    expect(support.teamRoleRecommendation).toMatch(/^Client Champion/);
    expect(eng.teamRoleRecommendation).toMatch(/^Technical Specialist/);
  });

  it('reads the trend and the changes from the snapshot history', () => {
    const a = analyzeEmployee(
      input({
        competencies: engineer,
        snapshots: [
          snap('2026-02-01T00:00:00Z', { ...engineer, technicalSkills: 70, problemSolving: 70 }),
          snap('2026-09-01T00:00:00Z', engineer),
        ],
      }),
      now,
    );
    expect(a.performanceTrend).toBe('improving');
    expect(a.strengthsAnalysis[0]).toMatch(/up 22 points since Feb 2026/);
  });

  it('weighs manager notes: commendations as strengths, disciplinary notes and open follow-ups as development areas', () => {
    const note = (
      noteType: 'commendation' | 'disciplinary' | 'general',
      requiresFollowUp = false,
      followUpCompleted = false,
    ) => ({
      noteType,
      requiresFollowUp,
      followUpCompleted,
      createdAt: '2026-10-01T00:00:00Z',
    });
    const a = analyzeEmployee(
      input({
        notes: [note('commendation'), note('commendation'), note('disciplinary', true), note('general', true, true)],
      }),
      now,
    );
    expect(a.strengthsAnalysis).toContain('Recognised in 2 manager commendations.');
    expect(a.developmentAreas).toContain('1 disciplinary note on file; agree clear expectations and review progress.');
    expect(a.developmentAreas).toContain('1 manager follow-up still open.');
  });

  it('lowers the optimal workload for weak time management and a large backlog', () => {
    const organised = analyzeEmployee(
      input({ competencies: { timeManagement: 90, adaptability: 85 }, tasks: { open: 1, completed: 0 } }),
      now,
    );
    const swamped = analyzeEmployee(
      input({ competencies: { timeManagement: 90, adaptability: 85 }, tasks: { open: 10, completed: 0 } }),
      now,
    );
    const scattered = analyzeEmployee(
      input({ competencies: { timeManagement: 30, adaptability: 35 }, tasks: { open: 1, completed: 0 } }),
      now,
    );
    expect(organised.optimalWorkload).toBe(93);
    expect(swamped.optimalWorkload).toBe(69);
    expect(scattered.optimalWorkload).toBe(59);
  });

  it('is more confident with more data', () => {
    const bare = analyzeEmployee(
      input({
        employee: { ...input().employee, performanceScore: null },
        snapshots: [],
        tasks: { open: 0, completed: 0 },
      }),
      now,
    );
    const rich = analyzeEmployee(
      input({
        competencies: engineer,
        snapshots: [
          snap('2026-01-01T00:00:00Z', {}),
          snap('2026-04-01T00:00:00Z', engineer),
          snap('2026-08-01T00:00:00Z', engineer),
        ],
        notes: Array.from({ length: 3 }, () => ({
          noteType: 'general' as const,
          requiresFollowUp: false,
          followUpCompleted: false,
          createdAt: '2026-01-01T00:00:00Z',
        })),
        tasks: { open: 2, completed: 5 },
      }),
      now,
    );
    expect(bare.analysisConfidence).toBe(25);
    expect(rich.analysisConfidence).toBeGreaterThan(80);
    expect(rich.analysisConfidence).toBeLessThanOrEqual(95);
  });
});
