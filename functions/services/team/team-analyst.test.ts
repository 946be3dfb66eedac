import { defaultCompetencyScores } from '@shared/catalog/competencies';
import { describe, expect, it, vi } from 'vitest';
import { openAiClientFor, startFakeOpenAi } from '../../../scripts/testing/fake-openai-server';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import type { EmployeeAnalysisInput } from '../../domain/team/employee-analysis';
import type { MatchCandidate } from '../../domain/team/task-matching';
import { createTeamAnalyst } from './team-analyst';

const fake = await startedForThisFile(startFakeOpenAi());

// A reply takes more than a second beside other suites on 2 cores (load 25), which a 1 s bound turned into a fallback:
// only the timeout case gives the client a short bound, and its reply comes later than that however busy the machine.
const ai = (timeoutMs = 30_000) => openAiClientFor(fake, { model: 'gpt-test', timeoutMs, maxRetries: 0 });
const now = new Date('2026-11-22T10:00:00Z');
const competencies = { ...defaultCompetencyScores(), technicalSkills: 90, notes: null };
const input: EmployeeAnalysisInput = {
  employee: {
    firstName: 'A',
    lastName: 'B',
    position: 'Engineer',
    department: null,
    hireDate: '2024-01-01',
    skills: [],
    certifications: [],
    performanceScore: null,
    competencies,
  },
  notes: [],
  snapshots: [{ savedAt: '2026-01-01T00:00:00Z', scores: defaultCompetencyScores() }],
  tasks: { open: 0, completed: 0 },
};
const aiInsight = {
  analysisConfidence: 99,
  strengthsAnalysis: ['Technical Skills (90): excellent.'],
  developmentAreas: ['Creativity (50): brainstorm more.'],
  performanceTrend: 'declining',
  recommendedTaskTypes: ['Technical Development'],
  optimalWorkload: 80,
  teamRoleRecommendation: 'Technical Specialist',
  taskCompatibility: [{ taskType: 'Technical Development', score: 91 }],
};

describe('team analyst', () => {
  it('uses the built-in analyst without an AI client', async () => {
    const result = await createTeamAnalyst(undefined, vi.fn()).analyzeEmployee(input, now);
    expect(result.source).toBe('built-in');
    expect(result.model).toBeNull();
    expect(result.value.performanceTrend).toBe('improving');
  });

  it('takes the model’s analysis but keeps the trend and confidence the data determines', async () => {
    fake.reply(() => ({ content: JSON.stringify(aiInsight) }));
    const warn = vi.fn();
    const result = await createTeamAnalyst(ai(), warn).analyzeEmployee(input, now);
    expect(result).toMatchObject({ source: 'openai', model: 'gpt-test' });
    expect(result.value.strengthsAnalysis).toEqual(['Technical Skills (90): excellent.']);
    expect(result.value.performanceTrend).toBe('improving');
    expect(result.value.analysisConfidence).toBeLessThan(99);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['off-schema output', { content: JSON.stringify({ ...aiInsight, optimalWorkload: 'lots' }) }, undefined],
    ['an HTTP error', { status: 503 }, undefined],
    ['a timeout', { content: JSON.stringify(aiInsight), delayMs: 1500 }, 1000],
  ])('falls back to the built-in analyst with a warning on %s', async (_, reply, timeoutMs) => {
    fake.reply(() => reply);
    const warn = vi.fn();
    const result = await createTeamAnalyst(ai(timeoutMs), warn).analyzeEmployee(input, now);
    expect(result.source).toBe('built-in');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/built-in analyst/), expect.any(Object));
  });

  const candidate = (id: string, tech: number): MatchCandidate => ({
    employee: {
      id,
      firstName: id,
      lastName: 'X',
      position: 'Dev',
      department: null,
      skills: [],
      certifications: [],
      competencies: { ...defaultCompetencyScores(), technicalSkills: tech, notes: null },
    },
    openTasks: 0,
  });
  const task = { id: 't', title: 'Fix server bug', description: null, priority: 'high' as const };

  it('merges the model’s ranking with the built-in facts and sorts it', async () => {
    fake.reply(() => ({
      content: JSON.stringify({
        recommendations: [
          {
            employeeId: 'lo',
            matchScore: 40,
            skillMatch: 30,
            estimatedCompletionTime: 9,
            reasoning: 'Less technical.',
          },
          {
            employeeId: 'hi',
            matchScore: 92,
            skillMatch: 95,
            estimatedCompletionTime: 3,
            reasoning: 'Strong technical skills.',
          },
        ],
      }),
    }));
    const result = await createTeamAnalyst(ai(), vi.fn()).recommendAssignments(task, [
      candidate('lo', 40),
      candidate('hi', 95),
    ]);
    expect(result.source).toBe('openai');
    expect(result.value.map((m) => [m.employeeId, m.matchScore, m.workloadBalance])).toEqual([
      ['hi', 92, 100],
      ['lo', 40, 100],
    ]);
    expect(result.value[0]!.employee.name).toBe('hi X');
  });

  it('falls back to the built-in matcher when the model leaves a candidate out or names a stranger', async () => {
    fake.reply(() => ({
      content: JSON.stringify({
        recommendations: [
          { employeeId: 'ghost', matchScore: 99, skillMatch: 99, estimatedCompletionTime: 1, reasoning: 'x' },
        ],
      }),
    }));
    const warn = vi.fn();
    const result = await createTeamAnalyst(ai(), warn).recommendAssignments(task, [
      candidate('lo', 40),
      candidate('hi', 95),
    ]);
    expect(result.source).toBe('built-in');
    expect(result.value.map((m) => m.employeeId)).toEqual(['hi', 'lo']);
    expect(warn).toHaveBeenCalled();
  });
});
