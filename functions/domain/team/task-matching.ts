import { type CompetencyKey, competencyKeys, competencyLabels } from '@shared/catalog/competencies';
import type { Employee } from '@shared/schemas/employee';
import type { TaskPriority } from '@shared/schemas/task';
import { competencyValue } from '@shared/team/competency-score';
import { skillAreas } from './skill-lexicon';
import { containsPhrase, stem, terms } from './text-terms';

/**
 * The built-in task matcher's lexicon: words in a task's title or description, each group pointing at the
 * competencies the work needs (relative weights), the skills that show hands-on experience (the skill lexicon's
 * area), and a typical
 * effort in hours. Words are matched after a light suffix strip ('bugs', 'fixing' → 'bug', 'fix').
 */
export interface LexiconGroup {
  id: string;
  words: readonly string[];
  weights: Partial<Record<CompetencyKey, number>>;
  skills: readonly string[];
  hours: number;
}

export const lexicon: readonly LexiconGroup[] = [
  {
    id: 'technical',
    words: [
      'bug',
      'fix',
      'server',
      'database',
      'api',
      'deploy',
      'code',
      'software',
      'integration',
      'migrate',
      'migration',
      'backend',
      'frontend',
      'website',
      'app',
      'security',
      'infrastructure',
      'debug',
      'script',
      'sql',
      'cloud',
      'aws',
      'technical',
      'system',
      'network',
      'outage',
      'crash',
      'error',
      'upgrade',
      'install',
      'backup',
      'timeout',
      'query',
      'log',
      'slow',
    ],
    weights: { technicalSkills: 3, problemSolving: 2, analyticalThinking: 2 },
    skills: skillAreas.technical,
    hours: 8,
  },
  {
    id: 'customer',
    words: [
      'client',
      'customer',
      'support',
      'complaint',
      'ticket',
      'onboard',
      'account',
      'service',
      'call',
      'refund',
      'feedback',
      'renewal',
      'satisfaction',
    ],
    weights: { customerFocus: 3, communication: 2, adaptability: 1 },
    skills: skillAreas.customer,
    hours: 3,
  },
  {
    id: 'analysis',
    words: [
      'report',
      'analysis',
      'analyze',
      'analyse',
      'data',
      'forecast',
      'budget',
      'metric',
      'kpi',
      'audit',
      'spreadsheet',
      'financial',
      'invoice',
      'reconcile',
      'quarterly',
      'revenue',
      'expense',
      'tax',
      'payroll',
    ],
    weights: { analyticalThinking: 3, problemSolving: 1, timeManagement: 1, technicalSkills: 1 },
    skills: skillAreas.analysis,
    hours: 6,
  },
  {
    id: 'creative',
    words: [
      'design',
      'brand',
      'creative',
      'campaign',
      'content',
      'logo',
      'marketing',
      'social',
      'video',
      'copy',
      'newsletter',
      'blog',
      'ad',
      'photo',
      'banner',
      'mockup',
    ],
    weights: { creativity: 3, communication: 1, customerFocus: 1 },
    skills: skillAreas.creative,
    hours: 6,
  },
  {
    id: 'communication',
    words: [
      'presentation',
      'pitch',
      'email',
      'write',
      'proposal',
      'announce',
      'communicate',
      'meeting',
      'negotiate',
      'sales',
      'lead',
      'demo',
      'partner',
      'contract',
      'quote',
    ],
    weights: { communication: 3, customerFocus: 1, leadership: 1 },
    skills: skillAreas.communication,
    hours: 3,
  },
  {
    id: 'leadership',
    words: [
      'team',
      'hire',
      'hiring',
      'interview',
      'train',
      'training',
      'mentor',
      'coach',
      'plan',
      'planning',
      'strategy',
      'manage',
      'coordinate',
      'roadmap',
      'project',
      'launch',
      'review',
      'performance',
    ],
    weights: { leadership: 3, teamwork: 2, communication: 1, timeManagement: 1 },
    skills: skillAreas.leadership,
    hours: 6,
  },
  {
    id: 'operations',
    words: [
      'process',
      'improve',
      'optimize',
      'optimise',
      'automate',
      'automation',
      'workflow',
      'efficiency',
      'streamline',
      'inventory',
      'schedule',
      'logistics',
      'order',
      'supplier',
      'vendor',
    ],
    weights: { problemSolving: 2, analyticalThinking: 2, timeManagement: 1, adaptability: 1 },
    skills: skillAreas.operations,
    hours: 5,
  },
  {
    id: 'urgency',
    words: ['urgent', 'asap', 'deadline', 'today', 'tomorrow', 'quick', 'immediately', 'rush'],
    weights: { timeManagement: 3, adaptability: 2 },
    skills: [],
    hours: 0,
  },
];

/** With no recognised words, a task needs general competence. */
const generalWeights: Partial<Record<CompetencyKey, number>> = {
  problemSolving: 1,
  communication: 1,
  teamwork: 1,
  timeManagement: 1,
  adaptability: 1,
};
const GENERAL_HOURS = 4;

export interface MatchTask {
  id: string;
  title: string;
  description: string | null;
  priority: TaskPriority;
}

export interface MatchCandidate {
  employee: Pick<
    Employee,
    'id' | 'firstName' | 'lastName' | 'position' | 'department' | 'skills' | 'certifications' | 'competencies'
  >;
  /** Tasks assigned to them and not completed. */
  openTasks: number;
}

export interface TaskNeeds {
  /** Competency weights, summing to 1. */
  weights: Partial<Record<CompetencyKey, number>>;
  groups: readonly LexiconGroup[];
  /** Each matched group's share of the task: its word count relative to the best-matched group (0–1]. */
  groupShare: ReadonlyMap<LexiconGroup, number>;
  tokens: string[];
  baseHours: number;
}

/** What a task needs, read from its title, description and priority. */
export function taskNeeds(task: MatchTask): TaskNeeds {
  const tokens = terms(`${task.title} ${task.description ?? ''}`);
  const tokenSet = new Set(tokens);
  const hits = new Map(lexicon.map((g) => [g, g.words.filter((w) => tokenSet.has(stem(w))).length]));
  const groups = lexicon.filter((g) => hits.get(g)! > 0);
  const raw: Partial<Record<CompetencyKey, number>> = {};
  const add = (weights: Partial<Record<CompetencyKey, number>>, factor = 1) => {
    for (const [k, w] of Object.entries(weights))
      raw[k as CompetencyKey] = (raw[k as CompetencyKey] ?? 0) + w! * factor;
  };
  if (groups.length === 0) add(generalWeights);
  // A group counts as often as its words appear: 'fix the database timeout the customer reported' is mostly technical.
  for (const g of groups) add(g.weights, hits.get(g)!);
  // Urgent work rewards people who deliver on time and cope with pressure.
  if (task.priority === 'high') add({ timeManagement: 2, adaptability: 1 }, 0.5);
  const total = Object.values(raw).reduce((s, w) => s + w!, 0);
  const weights = Object.fromEntries(Object.entries(raw).map(([k, w]) => [k, w! / total]));
  const extraHours = Math.min(4, Math.floor((task.description?.length ?? 0) / 200));
  const baseHours = Math.max(GENERAL_HOURS * (groups.length ? 0 : 1), ...groups.map((g) => g.hours)) + extraHours;
  const most = Math.max(1, ...groups.map((g) => hits.get(g)!));
  const groupShare = new Map(groups.map((g) => [g, hits.get(g)! / most]));
  return { weights, groups, groupShare, tokens, baseHours };
}

export interface Match {
  employeeId: string;
  employee: { name: string; position: string; department: string | null };
  matchScore: number;
  skillMatch: number;
  workloadBalance: number;
  estimatedCompletionTime: number;
  reasoning: string;
}

/** Each open task costs this much of the workload balance (0 open → 100; 6 or more → 0). */
const WORKLOAD_COST_PER_OPEN_TASK = 18;

/**
 * Ranks every candidate for a task, best first. matchScore = 70% skill match + 30% workload balance, where skill
 * match = 70% competency fit (the task's competency weights applied to the employee's scores) + 30% overlap of
 * their skills and certifications with the task. Ties go to the better skill match, then by name.
 */
export function rankCandidates(task: MatchTask, candidates: readonly MatchCandidate[]): Match[] {
  const needs = taskNeeds(task);
  return candidates
    .map((c) => scoreCandidate(needs, c))
    .sort(
      (a, b) =>
        b.matchScore - a.matchScore || b.skillMatch - a.skillMatch || a.employee.name.localeCompare(b.employee.name),
    );
}

function scoreCandidate(needs: TaskNeeds, { employee, openTasks }: MatchCandidate): Match {
  const fit = Object.entries(needs.weights).reduce(
    (sum, [k, w]) => sum + competencyValue(employee.competencies, k as CompetencyKey) * w!,
    0,
  );
  const relevant = relevantSkills(needs, [...employee.skills, ...employee.certifications]);
  const overlap = Math.min(100, relevant.reduce((s, r) => s + r.weight, 0) * 45);
  const skillMatch = Math.round(0.7 * fit + 0.3 * overlap);
  const workloadBalance = Math.max(0, 100 - WORKLOAD_COST_PER_OPEN_TASK * Math.max(0, openTasks));
  const matchScore = Math.round(0.7 * skillMatch + 0.3 * workloadBalance);
  const speed = 1.4 - (0.8 * fit) / 100;
  const hours = Math.max(0.5, Math.round(needs.baseHours * speed * (1 + 0.1 * Math.max(0, openTasks)) * 2) / 2);
  return {
    employeeId: employee.id,
    employee: {
      name: `${employee.firstName} ${employee.lastName}`.trim(),
      position: employee.position,
      department: employee.department,
    },
    matchScore,
    skillMatch,
    workloadBalance,
    estimatedCompletionTime: hours,
    reasoning: reasoning(
      needs,
      employee,
      relevant.map((r) => r.skill),
      openTasks,
    ),
  };
}

/**
 * Skills named in the task itself count fully; skills typical of the kind of work the task is count 0.6, scaled by
 * how much of the task that kind of work is (a passing 'report' in a bug ticket does not make accountants experts).
 */
function relevantSkills(needs: TaskNeeds, skills: readonly string[]): { skill: string; weight: number }[] {
  const out: { skill: string; weight: number }[] = [];
  for (const skill of skills) {
    const skillTerms = terms(skill).filter((t) => t.length >= 3);
    if (skillTerms.some((t) => needs.tokens.includes(t))) out.push({ skill, weight: 1 });
    else {
      const share = Math.max(
        0,
        ...needs.groups
          .filter((g) => g.skills.some((s) => containsPhrase(terms(skill), s) || containsPhrase(terms(s), skill)))
          .map((g) => needs.groupShare.get(g) ?? 0),
      );
      if (share > 0) out.push({ skill, weight: 0.6 * share });
    }
  }
  return out;
}

function reasoning(
  needs: TaskNeeds,
  employee: MatchCandidate['employee'],
  skills: readonly string[],
  openTasks: number,
): string {
  const key = (k: string) => k as CompetencyKey;
  const top = Object.entries(needs.weights)
    .sort((a, b) => b[1]! - a[1]! || competencyKeys.indexOf(key(a[0])) - competencyKeys.indexOf(key(b[0])))
    .slice(0, 3)
    .map(([k]) => `${competencyLabels[key(k)]} ${competencyValue(employee.competencies, key(k))}`);
  const listed = top.length > 1 ? `${top.slice(0, -1).join(', ')} and ${top.at(-1)}` : top[0];
  const kind = needs.groups.filter((g) => g.id !== 'urgency').map((g) => g.id);
  const about = kind.length ? `this ${kind.join('/')} task` : 'this general task';
  const skillText = skills.length
    ? ` Relevant experience: ${skills.slice(0, 3).join(', ')}.`
    : ' No directly relevant listed skills.';
  const load =
    openTasks <= 0
      ? 'No open tasks, so they can start right away.'
      : openTasks <= 2
        ? `${openTasks} open task${openTasks === 1 ? '' : 's'}, leaving room for more.`
        : openTasks <= 4
          ? `${openTasks} open tasks, a moderate load.`
          : `${openTasks} open tasks already, a heavy load.`;
  return `${listed} for ${about}.${skillText} ${load}`;
}
