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

export const taskTypes: readonly TaskType[] = [
  {
    name: 'Technical Development',
    weights: { technicalSkills: 0.45, problemSolving: 0.3, analyticalThinking: 0.25 },
    skillAreas: ['technical'],
  },
  {
    name: 'Data Analysis & Reporting',
    weights: { analyticalThinking: 0.5, problemSolving: 0.25, technicalSkills: 0.25 },
    skillAreas: ['analysis'],
  },
  {
    name: 'Customer Support',
    weights: { customerFocus: 0.5, communication: 0.3, adaptability: 0.2 },
    skillAreas: ['customer'],
  },
  {
    name: 'Client Presentations',
    weights: { communication: 0.5, customerFocus: 0.3, leadership: 0.2 },
    skillAreas: ['communication'],
  },
  {
    name: 'Project Management',
    weights: { leadership: 0.35, timeManagement: 0.35, communication: 0.3 },
    skillAreas: ['leadership'],
  },
  {
    name: 'Team Coordination',
    weights: { teamwork: 0.4, leadership: 0.3, communication: 0.3 },
    skillAreas: ['operations'],
  },
  {
    name: 'Creative Design',
    weights: { creativity: 0.6, problemSolving: 0.2, adaptability: 0.2 },
    skillAreas: ['creative'],
  },
  {
    name: 'Process Improvement',
    weights: { problemSolving: 0.35, analyticalThinking: 0.35, adaptability: 0.3 },
    skillAreas: ['operations'],
  },
  {
    name: 'Sales & Outreach',
    weights: { customerFocus: 0.4, communication: 0.4, adaptability: 0.2 },
    skillAreas: ['customer', 'communication'],
  },
  {
    name: 'Training & Mentoring',
    weights: { leadership: 0.35, communication: 0.35, teamwork: 0.3 },
    skillAreas: ['leadership'],
  },
];
