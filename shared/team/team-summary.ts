import type { Employee, TeamCounts } from '../schemas/employee';
import type { EmployeeInsight } from '../schemas/insight';
import { overallScore } from './competency-score';
import { isTopPerformer, needsSupport } from './score-badge';

/** An employee's performance percent: the last review score when there is one, else the competency overall. */
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

/**
 * An employee's score on Team Analytics: the latest analysis confidence when analysed (spec §3 'used as the
 * team score'), else the competency overall, so an unanalysed team still shows something true.
 */
export function teamScore(
  employee: Pick<Employee, 'competencies'>,
  insight: Pick<EmployeeInsight, 'analysisConfidence'> | null | undefined,
): number {
  return insight ? Math.round(insight.analysisConfidence) : overallScore(employee.competencies);
}

export interface TeamAnalyticsSummary {
  teamSize: number;
  /** Mean of the employees' overall competency scores, rounded; 0 for an empty team. */
  averageCompetency: number;
  topPerformers: number;
  needSupport: number;
}

export function teamAnalyticsSummary(
  rows: readonly {
    employee: Pick<Employee, 'competencies'>;
    insight: Pick<EmployeeInsight, 'analysisConfidence'> | null | undefined;
  }[],
): TeamAnalyticsSummary {
  const scores = rows.map((r) => teamScore(r.employee, r.insight));
  const avg = rows.length ? rows.reduce((sum, r) => sum + overallScore(r.employee.competencies), 0) / rows.length : 0;
  return {
    teamSize: rows.length,
    averageCompetency: Math.round(avg),
    topPerformers: scores.filter(isTopPerformer).length,
    needSupport: scores.filter(needsSupport).length,
  };
}

/** The fixed skill distribution of Team Analytics (spec §2). */
export const TEAM_SKILL_DISTRIBUTION = [
  { skill: 'Leadership', value: 72 },
  { skill: 'Technical', value: 78 },
  { skill: 'Communication', value: 75 },
  { skill: 'Problem Solving', value: 70 },
  { skill: 'Teamwork', value: 82 },
] as const;

export interface TeamRecommendationCard {
  id: 'leverage-top-performers' | 'support-development' | 'teamwork';
  title: string;
  description: string;
}

/** Recommendation cards: one per non-zero top-performer / need-support count, plus the static Teamwork card. */
export function teamRecommendationCards(
  summary: Pick<TeamAnalyticsSummary, 'topPerformers' | 'needSupport'>,
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
    description: 'Teamwork is the team’s strongest skill; pair people across departments to spread knowledge.',
  });
  return cards;
}
