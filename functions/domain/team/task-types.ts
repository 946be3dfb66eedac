import type { CompetencyKey } from '@shared/catalog/competencies';

/**
 * The task types the built-in analyst scores employees against, each a weighting of competencies (weights sum
 * to 1) plus words that, found in an employee's skills or certifications, show hands-on experience.
 */
export interface TaskType {
  name: string;
  weights: Partial<Record<CompetencyKey, number>>;
  skillWords: readonly string[];
}

export const taskTypes: readonly TaskType[] = [
  {
    name: 'Technical Development',
    weights: { technicalSkills: 0.45, problemSolving: 0.3, analyticalThinking: 0.25 },
    skillWords: [
      'javascript',
      'typescript',
      'python',
      'java',
      'sql',
      'react',
      'node',
      'aws',
      'cloud',
      'devops',
      'docker',
      'linux',
      'software',
      'engineering',
      'developer',
      'programming',
      'api',
      'database',
      'postgresql',
      'security',
      'networking',
    ],
  },
  {
    name: 'Data Analysis & Reporting',
    weights: { analyticalThinking: 0.5, problemSolving: 0.25, technicalSkills: 0.25 },
    skillWords: [
      'excel',
      'sql',
      'analytics',
      'data',
      'tableau',
      'power bi',
      'statistics',
      'forecasting',
      'reporting',
      'finance',
      'accounting',
      'cpa',
      'modeling',
    ],
  },
  {
    name: 'Customer Support',
    weights: { customerFocus: 0.5, communication: 0.3, adaptability: 0.2 },
    skillWords: ['support', 'customer', 'service', 'zendesk', 'crm', 'hubspot', 'salesforce', 'helpdesk', 'onboarding'],
  },
  {
    name: 'Client Presentations',
    weights: { communication: 0.5, customerFocus: 0.3, leadership: 0.2 },
    skillWords: [
      'presentation',
      'public speaking',
      'sales',
      'negotiation',
      'account management',
      'pitching',
      'writing',
    ],
  },
  {
    name: 'Project Management',
    weights: { leadership: 0.35, timeManagement: 0.35, communication: 0.3 },
    skillWords: ['pmp', 'project', 'agile', 'scrum', 'planning', 'jira', 'asana', 'prince2', 'operations'],
  },
  {
    name: 'Team Coordination',
    weights: { teamwork: 0.4, leadership: 0.3, communication: 0.3 },
    skillWords: ['coordination', 'scheduling', 'team', 'facilitation', 'operations', 'logistics'],
  },
  {
    name: 'Creative Design',
    weights: { creativity: 0.6, problemSolving: 0.2, adaptability: 0.2 },
    skillWords: [
      'design',
      'figma',
      'photoshop',
      'illustrator',
      'branding',
      'ux',
      'ui',
      'content',
      'copywriting',
      'video',
      'social media',
    ],
  },
  {
    name: 'Process Improvement',
    weights: { problemSolving: 0.35, analyticalThinking: 0.35, adaptability: 0.3 },
    skillWords: ['lean', 'six sigma', 'automation', 'process', 'operations', 'quality', 'optimization'],
  },
  {
    name: 'Sales & Outreach',
    weights: { customerFocus: 0.4, communication: 0.4, adaptability: 0.2 },
    skillWords: ['sales', 'crm', 'prospecting', 'negotiation', 'salesforce', 'hubspot', 'lead generation', 'marketing'],
  },
  {
    name: 'Training & Mentoring',
    weights: { leadership: 0.35, communication: 0.35, teamwork: 0.3 },
    skillWords: ['training', 'mentoring', 'coaching', 'teaching', 'hr', 'leadership', 'onboarding'],
  },
];
