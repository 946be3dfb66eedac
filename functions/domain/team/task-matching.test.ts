import { defaultCompetencyScores } from '@shared/catalog/competencies';
import { describe, expect, it } from 'vitest';
import { type MatchCandidate, type MatchTask, rankCandidates, taskNeeds } from './task-matching';

const person = (
  id: string,
  competencies: Record<string, number>,
  skills: string[] = [],
  openTasks = 0,
): MatchCandidate => ({
  employee: {
    id,
    firstName: id,
    lastName: 'Tester',
    position: 'Staff',
    department: null,
    skills,
    certifications: [],
    competencies: { ...defaultCompetencyScores(), ...competencies, notes: null },
  },
  openTasks,
});

const techExpert = (open = 0) =>
  person(
    'Tess',
    { technicalSkills: 92, problemSolving: 88, analyticalThinking: 85 },
    ['PostgreSQL', 'AWS', 'TypeScript'],
    open,
  );
const supportStar = person('Sam', { customerFocus: 94, communication: 90, adaptability: 80 }, [
  'Zendesk',
  'Customer Service',
]);
const generalist = person('Gus', { teamwork: 70, timeManagement: 70 });

const task = (
  title: string,
  description: string | null = null,
  priority: MatchTask['priority'] = 'medium',
): MatchTask => ({
  id: 't1',
  title,
  description,
  priority,
});

describe('task needs (the lexicon)', () => {
  it('maps technical words to technical skills, problem solving and analytical thinking', () => {
    const needs = taskNeeds(task('Fix database timeout bugs on the server'));
    expect(needs.groups.map((g) => g.id)).toEqual(['technical']);
    expect(Object.keys(needs.weights).sort()).toEqual(['analyticalThinking', 'problemSolving', 'technicalSkills']);
    expect(needs.weights.technicalSkills).toBeCloseTo(3 / 7);
  });
  it('maps client words to customer focus and communication', () => {
    const needs = taskNeeds(task('Call the client about their complaint'));
    expect(needs.groups.map((g) => g.id)).toEqual(['customer']);
    expect(needs.weights.customerFocus).toBeGreaterThan(needs.weights.communication!);
  });
  it('falls back to general competence for unknown words, and adds time management for high priority', () => {
    expect(taskNeeds(task('Water the plants')).groups).toEqual([]);
    const high = taskNeeds(task('Water the plants', null, 'high'));
    const medium = taskNeeds(task('Water the plants'));
    expect(high.weights.timeManagement!).toBeGreaterThan(medium.weights.timeManagement!);
  });
});

describe('ranking candidates', () => {
  it('puts the technical expert first for a technical task, with matching skills named', () => {
    const [first, ...rest] = rankCandidates(task('Fix database timeout bug', 'Queries on the orders table time out'), [
      generalist,
      supportStar,
      techExpert(),
    ]);
    expect(first!.employeeId).toBe('Tess');
    expect(first!.matchScore).toBeGreaterThanOrEqual(80);
    expect(first!.reasoning).toMatch(/Technical Skills 92/);
    expect(first!.reasoning).toMatch(/PostgreSQL/);
    expect(first!.reasoning).toMatch(/No open tasks/);
    expect(rest.every((r) => r.matchScore < first!.matchScore)).toBe(true);
  });

  it('puts the support star first for a customer task', () => {
    const ranked = rankCandidates(task('Follow up on customer complaint about a refund'), [
      techExpert(),
      generalist,
      supportStar,
    ]);
    expect(ranked[0]!.employeeId).toBe('Sam');
  });

  it('an overloaded expert loses ground, and a free, nearly-as-good colleague overtakes them', () => {
    const t = task('Migrate the API server to the cloud');
    const free = rankCandidates(t, [techExpert(0)])[0]!;
    const busy = rankCandidates(t, [techExpert(6)])[0]!;
    expect(busy.workloadBalance).toBe(0);
    expect(free.workloadBalance).toBe(100);
    expect(busy.matchScore).toBeLessThan(free.matchScore);
    expect(busy.estimatedCompletionTime).toBeGreaterThan(free.estimatedCompletionTime);
    expect(busy.reasoning).toMatch(/6 open tasks already, a heavy load/);
    const runnerUp = person('Rae', { technicalSkills: 82, problemSolving: 78, analyticalThinking: 76 }, ['Python']);
    expect(rankCandidates(t, [techExpert(6), runnerUp])[0]!.employeeId).toBe('Rae');
  });

  it('scores stay within 0–100 and hours are positive halves', () => {
    const extremes = [
      person('Zero', Object.fromEntries(Object.keys(defaultCompetencyScores()).map((k) => [k, 0]))),
      person('Max', Object.fromEntries(Object.keys(defaultCompetencyScores()).map((k) => [k, 100])), [
        'SQL',
        'AWS',
        'Python',
        'Docker',
      ]),
    ];
    for (const r of rankCandidates(task('Urgent: fix server bug today', 'x'.repeat(2000), 'high'), extremes)) {
      for (const v of [r.matchScore, r.skillMatch, r.workloadBalance]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
      expect(r.estimatedCompletionTime).toBeGreaterThan(0);
      expect(r.estimatedCompletionTime * 2).toBe(Math.round(r.estimatedCompletionTime * 2));
    }
  });

  it('is deterministic and breaks ties by name', () => {
    const a = person('Amy', {});
    const b = person('Bea', {});
    expect(rankCandidates(task('Something'), [b, a]).map((r) => r.employeeId)).toEqual(['Amy', 'Bea']);
    expect(rankCandidates(task('Something'), [a, b])).toEqual(rankCandidates(task('Something'), [b, a]));
  });
});
