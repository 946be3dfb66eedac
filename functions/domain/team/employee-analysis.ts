import {
  type CompetencyKey,
  competencyKeys,
  competencyLabels,
  DEFAULT_COMPETENCY_SCORE,
} from '@shared/catalog/competencies';
import type { CompetencySnapshot } from '@shared/schemas/competencies';
import type { Employee } from '@shared/schemas/employee';
import type { InsightContent, TaskCompatibility } from '@shared/schemas/insight';
import type { EmployeeNote } from '@shared/schemas/note';
import { competencyEntries, competencyValue, overallScore } from '@shared/team/competency-score';
import { type CompetencyHistory, competencyHistory } from './competency-trend';
import { skillAreas } from './skill-lexicon';
import { taskTypes } from './task-types';
import { containsPhrase, terms } from './text-terms';

export interface EmployeeAnalysisInput {
  employee: Pick<
    Employee,
    | 'firstName'
    | 'lastName'
    | 'position'
    | 'department'
    | 'hireDate'
    | 'skills'
    | 'certifications'
    | 'performanceScore'
    | 'competencies'
  >;
  notes: readonly Pick<EmployeeNote, 'noteType' | 'requiresFollowUp' | 'followUpCompleted' | 'createdAt'>[];
  /** Saved competency assessments, oldest first. */
  snapshots: readonly CompetencySnapshot[];
  tasks: { open: number; completed: number };
}

/** Why a competency is worth having, in the words the strengths sentences use. */
const strengthReasons: Record<CompetencyKey, string> = {
  leadership: 'can take ownership of initiatives and guide others',
  communication: 'explains clearly and keeps stakeholders informed',
  technicalSkills: 'handles complex technical work with little supervision',
  problemSolving: 'untangles unfamiliar problems and finds workable fixes',
  creativity: 'brings fresh ideas to campaigns, design and products',
  teamwork: 'collaborates well and lifts the people around them',
  adaptability: 'copes well with shifting priorities',
  timeManagement: 'delivers on schedule and manages a full workload',
  customerFocus: 'keeps customers at the centre of their work',
  analyticalThinking: 'reasons from data and spots patterns others miss',
};

const developmentAdvice: Record<CompetencyKey, string> = {
  leadership: 'give them a small project to lead with a mentor',
  communication: 'practise structured updates and presentations',
  technicalSkills: 'schedule hands-on training in the tools the team uses',
  problemSolving: 'pair them on troubleshooting with an experienced colleague',
  creativity: 'involve them in brainstorming and design reviews',
  teamwork: 'set shared goals with cross-functional partners',
  adaptability: 'rotate them through varied assignments',
  timeManagement: 'agree on weekly priorities and realistic deadlines',
  customerFocus: 'shadow customer calls and review feedback together',
  analyticalThinking: 'work through reports and metrics with an analyst',
};

/** The team roles by name: what the person would do in it, then the competencies it rests on. */
const roleTable: Readonly<Record<string, readonly [description: string, ...keys: CompetencyKey[]]>> = {
  'Team Lead': ['coordinate people and own delivery', 'leadership', 'communication', 'teamwork'],
  'Technical Specialist': [
    'own the hardest technical problems',
    'technicalSkills',
    'problemSolving',
    'analyticalThinking',
  ],
  'Client Champion': ['be the face of the business to customers', 'customerFocus', 'communication', 'adaptability'],
  Innovator: ['drive new ideas, campaigns and improvements', 'creativity', 'adaptability', 'problemSolving'],
  'Operations Coordinator': [
    'keep schedules and hand-offs running smoothly',
    'timeManagement',
    'teamwork',
    'communication',
  ],
  Analyst: ['turn data into decisions', 'analyticalThinking', 'problemSolving', 'timeManagement'],
};
const roles = Object.entries(roleTable).map(([role, [description, ...keys]]) => ({ role, description, keys }));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const clamp = (v: number, min = 0, max = 100) => Math.min(max, Math.max(min, v));

/**
 * The built-in analyst: a deterministic analysis computed only from the employee's own data — competencies and
 * their saved history, manager notes, last review score and tasks. Same input, same insight.
 */
export function analyzeEmployee(input: EmployeeAnalysisInput, now: Date): InsightContent {
  const { employee } = input;
  const competencies = employee.competencies;
  const history = competencyHistory(input.snapshots, competencies, now);
  const ranked = competencyEntries(competencies).sort((a, b) => b.value - a.value);

  const commendations = input.notes.filter((n) => n.noteType === 'commendation').length;
  const disciplinary = input.notes.filter((n) => n.noteType === 'disciplinary').length;
  const openFollowUps = input.notes.filter((n) => n.requiresFollowUp && !n.followUpCompleted).length;

  const strengthsAnalysis = strengths(ranked, history, commendations, input.tasks.completed);
  const developmentAreas = development(ranked, history, disciplinary, openFollowUps);
  const taskCompatibility = compatibility(input.employee);

  return {
    analysisConfidence: confidence(input, history),
    strengthsAnalysis,
    developmentAreas,
    performanceTrend: history.trend,
    recommendedTaskTypes: taskCompatibility.slice(0, 3).map((t) => t.taskType),
    optimalWorkload: optimalWorkload(input),
    teamRoleRecommendation: teamRole(competencies),
    taskCompatibility,
  };
}

/**
 * 'Nov 2026'. Intl rather than date-fns' `format`, which would add its 19 KB locale machinery to the Lambda; made on
 * first use, because a process's first Intl formatter starts ICU (about 10 ms) and most imports never write a month.
 */
let monthYear: Intl.DateTimeFormat | undefined;

function changeText(history: CompetencyHistory, key: CompetencyKey): string {
  const delta = history.changes[key];
  if (!history.since || Math.abs(delta) < 3) return '';
  monthYear ??= new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const since = monthYear.format(new Date(history.since));
  return `, ${delta > 0 ? 'up' : 'down'} ${Math.abs(delta)} points since ${since}`;
}

function strengths(
  ranked: ReturnType<typeof competencyEntries>,
  history: CompetencyHistory,
  commendations: number,
  completedTasks: number,
): string[] {
  const top = ranked.filter((c) => c.value >= 60).slice(0, 3);
  const chosen = top.length ? top : ranked.slice(0, 1);
  const lines = chosen.map(
    (c) =>
      `${c.label} (${c.value}): ${top.length ? '' : 'relatively the strongest area; '}${strengthReasons[c.key]}${changeText(history, c.key)}.`,
  );
  if (commendations > 0) lines.push(`Recognised in ${plural(commendations, 'manager commendation')}.`);
  if (completedTasks >= 3) lines.push(`Reliable delivery: ${plural(completedTasks, 'task')} completed.`);
  return lines;
}

function development(
  ranked: ReturnType<typeof competencyEntries>,
  history: CompetencyHistory,
  disciplinary: number,
  openFollowUps: number,
): string[] {
  const lowest = [...ranked].reverse();
  const weak = lowest.filter((c) => c.value < 70).slice(0, 3);
  const chosen = weak.length ? weak : lowest.slice(0, 1);
  const lines = chosen.map(
    (c) =>
      `${c.label} (${c.value})${changeText(history, c.key)}: ${weak.length ? '' : 'the lowest of a strong profile; '}${developmentAdvice[c.key]}.`,
  );
  // A competency that fell noticeably is worth attention even if it is not among the lowest.
  const falling = competencyKeys
    .filter((k) => history.changes[k] <= -5 && !chosen.some((c) => c.key === k))
    .sort((a, b) => history.changes[a] - history.changes[b])
    .slice(0, 1);
  for (const k of falling)
    lines.push(`${competencyLabels[k]} dropped ${-history.changes[k]} points recently; check in on what changed.`);
  if (disciplinary > 0)
    lines.push(`${plural(disciplinary, 'disciplinary note')} on file; agree clear expectations and review progress.`);
  if (openFollowUps > 0) lines.push(`${plural(openFollowUps, 'manager follow-up')} still open.`);
  return lines.slice(0, 6);
}

function compatibility(employee: EmployeeAnalysisInput['employee']): TaskCompatibility[] {
  const experience = terms([...employee.skills, ...employee.certifications, employee.position].join(' , '));
  return taskTypes
    .map((type) => {
      const fit = Object.entries(type.weights).reduce(
        (sum, [key, weight]) => sum + competencyValue(employee.competencies, key as CompetencyKey) * weight!,
        0,
      );
      const skills = new Set(type.skillAreas.flatMap((area) => skillAreas[area]));
      const hits = [...skills].filter((skill) => containsPhrase(experience, skill)).length;
      return { taskType: type.name, score: Math.round(clamp(fit + Math.min(10, hits * 4))) };
    })
    .sort((a, b) => b.score - a.score || a.taskType.localeCompare(b.taskType));
}

/** Percent of a full workload that suits them now: capacity from time management and adaptability, less for a backlog. */
function optimalWorkload(input: EmployeeAnalysisInput): number {
  const c = input.employee.competencies;
  const capacity = 40 + 0.35 * competencyValue(c, 'timeManagement') + 0.25 * competencyValue(c, 'adaptability');
  const backlog = Math.max(0, input.tasks.open - 4) * 4;
  return Math.round(clamp(capacity - backlog, 20, 100));
}

function teamRole(competencies: EmployeeAnalysisInput['employee']['competencies']): string {
  const scored = roles
    .map((r) => ({
      ...r,
      avg: Math.round(r.keys.reduce((s, k) => s + competencyValue(competencies, k), 0) / r.keys.length),
    }))
    .sort((a, b) => b.avg - a.avg);
  const best = scored[0]!;
  const labels = best.keys.map((k) => competencyLabels[k]).join(', ');
  if (overallScore(competencies) < 55) {
    return `Developing contributor: pair with a mentor; their best area points to growing into a ${best.role} (${labels} average ${best.avg}).`;
  }
  return `${best.role}: well placed to ${best.description} (${labels} average ${best.avg}).`;
}

/** How much data the analysis rests on: assessments over time, notes, tasks and a review score. */
function confidence(input: EmployeeAnalysisInput, history: CompetencyHistory): number {
  const c = input.employee.competencies;
  const neverAssessed = competencyKeys.every((k) => competencyValue(c, k) === DEFAULT_COMPETENCY_SCORE);
  let score = neverAssessed ? 25 : 45;
  score += Math.min(24, (history.assessments - 1) * 8);
  score += Math.min(12, input.notes.length * 4);
  score += Math.min(9, (input.tasks.open + input.tasks.completed) * 3);
  if (input.employee.performanceScore !== null) score += 5;
  return clamp(score, 20, 95);
}
