import { type CompetencyKey, competencyKeys, competencyLabels } from '../catalog/competencies';
import type { Employee, TeamCounts } from '../schemas/employee';
import { competencyValue, overallScore } from './competency-score';
import { isTopPerformer, needsSupport } from './score-badge';

/**
 * The one definition of 'performance' (the Avg Performance card on /team): the last review score when there is
 * one, else the competency overall. It is not the competency score the cards, Team Analytics and the assistant
 * show, so the card says what it averages (`AVG_PERFORMANCE_HINT`).
 */
export function performancePercent(employee: Pick<Employee, 'performanceScore' | 'competencies'>): number {
  return employee.performanceScore ?? overallScore(employee.competencies);
}

export interface TeamListSummary {
  totalEmployees: number;
  fullTimeCount: number;
  /** Rounded percent; 0 for an empty team. */
  avgPerformance: number;
  /** Distinct departments, shown as 1 when there are none (spec §2). */
  departments: number;
}

/** The team list's summary cards from the team's counts (a counter on the server, whatever the team's size). */
export function teamListSummary(counts: TeamCounts): TeamListSummary {
  return {
    totalEmployees: counts.total,
    fullTimeCount: counts.fullTime,
    avgPerformance: counts.total ? Math.round(counts.performanceTotal / counts.total) : 0,
    departments: counts.departments.length || 1,
  };
}

/** What /team's Avg Performance averages, shown under it: the employee cards show competency, a different figure. */
export const AVG_PERFORMANCE_HINT = 'Last review scores (competency where none); cards show competency';

/** The caption of an employee's score on cards and rows: the overall competency, as Team Analytics counts it. */
export const COMPETENCY_SCORE_LABEL = 'Competency';

/** Team lists read in name order (first name, then last name), case- and accent-insensitive. */
export function byName(
  a: Pick<Employee, 'firstName' | 'lastName'>,
  b: Pick<Employee, 'firstName' | 'lastName'>,
): number {
  const compare = (x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' });
  return compare(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`);
}

/** Team Analytics' order: highest score first, the not yet assessed last, ties by name. */
export function byTeamScore<E extends AssessedEmployee & Pick<Employee, 'firstName' | 'lastName'>>(a: E, b: E): number {
  const sa = teamScore(a);
  const sb = teamScore(b);
  if (sa !== sb) return (sb ?? -1) - (sa ?? -1);
  return byName(a, b);
}

export const ALL_DEPARTMENTS = 'all';

/** Team search (spec §5): case-insensitive on full name, position or email; department filter is exact. */
export function filterEmployees<
  E extends Pick<Employee, 'firstName' | 'lastName' | 'position' | 'email' | 'department'>,
>(employees: readonly E[], search: string, department: string = ALL_DEPARTMENTS): E[] {
  const needle = search.trim().toLowerCase();
  return employees.filter((e) => {
    if (department !== ALL_DEPARTMENTS && e.department !== department) return false;
    if (!needle) return true;
    const fullName = `${e.firstName} ${e.lastName}`.toLowerCase();
    return (
      fullName.includes(needle) || e.position.toLowerCase().includes(needle) || e.email.toLowerCase().includes(needle)
    );
  });
}

type AssessedEmployee = Pick<Employee, 'competencies' | 'assessedAt'>;

/**
 * An employee's score on Team Analytics: the overall competency score, the one /team shows, or null while their
 * competencies were never assessed (the defaults of a new employee say nothing about them). The analysis confidence
 * measures how much evidence the analyst had, not performance, so it is shown beside the score, never as it.
 */
export function teamScore(employee: AssessedEmployee): number | null {
  return employee.assessedAt ? overallScore(employee.competencies) : null;
}

export interface TeamAnalyticsSummary {
  teamSize: number;
  /** How many have been assessed: the average, the counts and the skills are theirs. */
  assessed: number;
  /** Mean of the assessed employees' overall scores, rounded; null when nobody is assessed. */
  averageCompetency: number | null;
  topPerformers: number;
  needSupport: number;
}

export function teamAnalyticsSummary(employees: readonly AssessedEmployee[]): TeamAnalyticsSummary {
  const scores = employees.map(teamScore).filter((score): score is number => score !== null);
  return {
    teamSize: employees.length,
    assessed: scores.length,
    averageCompetency: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    topPerformers: scores.filter(isTopPerformer).length,
    needSupport: scores.filter(needsSupport).length,
  };
}

/** The skill distribution's five skills (spec §2) and the competency each is the team average of. */
export const teamSkills = [
  { skill: 'Leadership', key: 'leadership' },
  { skill: 'Technical', key: 'technicalSkills' },
  { skill: 'Communication', key: 'communication' },
  { skill: 'Problem Solving', key: 'problemSolving' },
  { skill: 'Teamwork', key: 'teamwork' },
] as const satisfies readonly { skill: string; key: CompetencyKey }[];

/** The assessed employees' average of one competency, rounded; null when nobody is assessed. */
export function teamAverage(employees: readonly AssessedEmployee[], key: CompetencyKey): number | null {
  const assessed = employees.filter((e) => e.assessedAt);
  if (assessed.length === 0) return null;
  return Math.round(assessed.reduce((sum, e) => sum + competencyValue(e.competencies, key), 0) / assessed.length);
}

export function skillDistribution(employees: readonly AssessedEmployee[]): { skill: string; value: number | null }[] {
  return teamSkills.map(({ skill, key }) => ({ skill, value: teamAverage(employees, key) }));
}

/** The competency the assessed team averages highest in (the catalogue's order breaks ties); null if none assessed. */
export function strongestSkill(
  employees: readonly AssessedEmployee[],
): { key: CompetencyKey; label: string; average: number } | null {
  let best: { key: CompetencyKey; label: string; average: number } | null = null;
  for (const key of competencyKeys) {
    const average = teamAverage(employees, key);
    if (average !== null && (!best || average > best.average)) best = { key, label: competencyLabels[key], average };
  }
  return best;
}

export interface TeamRecommendationCard {
  id: 'leverage-top-performers' | 'support-development' | 'teamwork';
  title: string;
  description: string;
}

/**
 * Recommendation cards: one per non-zero top-performer / need-support count, plus the Teamwork card, which names
 * the team's actual strongest skill and how teamwork compares (or asks for assessments when there are none).
 */
export function teamRecommendationCards(
  summary: Pick<TeamAnalyticsSummary, 'topPerformers' | 'needSupport' | 'assessed'>,
  strongest: { key: CompetencyKey; label: string; average: number } | null,
  teamwork: number | null,
): TeamRecommendationCard[] {
  const cards: TeamRecommendationCard[] = [];
  if (summary.topPerformers > 0) {
    const n = summary.topPerformers;
    cards.push({
      id: 'leverage-top-performers',
      title: 'Leverage Top Performers',
      description: `${n} team member${n === 1 ? '' : 's'} scoring 80 or more could mentor colleagues and lead high-impact projects.`,
    });
  }
  if (summary.needSupport > 0) {
    const n = summary.needSupport;
    cards.push({
      id: 'support-development',
      title: 'Provide Additional Support',
      description: `${n} team member${n === 1 ? '' : 's'} scoring below 60 would benefit from coaching, training and clearer goals.`,
    });
  }
  cards.push({
    id: 'teamwork',
    title: 'Strengthen Teamwork',
    description: teamworkAdvice(summary.assessed, strongest, teamwork),
  });
  return cards;
}

function teamworkAdvice(
  assessed: number,
  strongest: { key: CompetencyKey; label: string; average: number } | null,
  teamwork: number | null,
): string {
  if (!strongest || teamwork === null) {
    return 'Assess competencies on each profile to see the team’s strongest skill and how teamwork compares.';
  }
  const who = `${assessed} assessed team member${assessed === 1 ? '' : 's'}`;
  if (strongest.key === 'teamwork') {
    return `Teamwork is the team’s strongest skill (average ${teamwork} across ${who}); pair people across departments to spread it further.`;
  }
  return `${strongest.label} is the team’s strongest skill (average ${strongest.average} across ${who}) and teamwork averages ${teamwork}: pair people across departments on shared projects, led by those strongest in ${strongest.label.toLowerCase()}.`;
}
