import type { CompetencyKey } from '@shared/catalog/competencies';
import type { SkillArea } from './skill-lexicon';

/**
 * The task types the built-in analyst scores employees against, each a weighting of competencies (weights sum
 * to 1) plus the areas of the skill lexicon whose skills, found in an employee's skills, certifications or
 * position, show hands-on experience.
 */
export interface TaskType {
  name: string;
  weights: Partial<Record<CompetencyKey, number>>;
  skillAreas: readonly SkillArea[];
}

/** Each task type by name: its competency weights, then its skill areas. */
const table: Readonly<Record<string, readonly [TaskType['weights'], ...SkillArea[]]>> = {
  'Technical Development': [{ technicalSkills: 0.45, problemSolving: 0.3, analyticalThinking: 0.25 }, 'technical'],
  'Data Analysis & Reporting': [{ analyticalThinking: 0.5, problemSolving: 0.25, technicalSkills: 0.25 }, 'analysis'],
  'Customer Support': [{ customerFocus: 0.5, communication: 0.3, adaptability: 0.2 }, 'customer'],
  'Client Presentations': [{ communication: 0.5, customerFocus: 0.3, leadership: 0.2 }, 'communication'],
  'Project Management': [{ leadership: 0.35, timeManagement: 0.35, communication: 0.3 }, 'leadership'],
  'Team Coordination': [{ teamwork: 0.4, leadership: 0.3, communication: 0.3 }, 'operations'],
  'Creative Design': [{ creativity: 0.6, problemSolving: 0.2, adaptability: 0.2 }, 'creative'],
  'Process Improvement': [{ problemSolving: 0.35, analyticalThinking: 0.35, adaptability: 0.3 }, 'operations'],
  'Sales & Outreach': [{ customerFocus: 0.4, communication: 0.4, adaptability: 0.2 }, 'customer', 'communication'],
  'Training & Mentoring': [{ leadership: 0.35, communication: 0.35, teamwork: 0.3 }, 'leadership'],
};

export const taskTypes: readonly TaskType[] = Object.entries(table).map(([name, [weights, ...skillAreas]]) => ({
  name,
  weights,
  skillAreas,
}));
