import { type CompetencyKey, type CompetencyScores, competencyKeys } from '@shared/catalog/competencies';
import type { EmploymentType } from '@shared/schemas/employee';
import type { NoteType } from '@shared/schemas/note';
import type { TaskPriority, TaskStatus } from '@shared/schemas/task';

/**
 * The demo team `npm run seed` creates: a 10-person services business with varied strengths, competency
 * histories that rise, hold or fall, manager notes, and tasks (some assigned, some waiting for a match).
 */
export interface DemoEmployee {
  key: string;
  firstName: string;
  lastName: string;
  position: string;
  department: string;
  employmentType: EmploymentType;
  hiredMonthsAgo: number;
  salary?: number;
  hourlyRate?: number;
  performanceScore: number;
  skills: string[];
  certifications: string[];
  phone: string;
  /** Current scores; unlisted competencies sit at `base`. */
  base: number;
  scores: Partial<CompetencyScores>;
  /** Points added to every score per step back in history: positive = improving now, negative = declining. */
  trendPerStep: number;
  assessmentNotes: string;
  notes: {
    noteType: NoteType;
    subject: string;
    content: string;
    daysAgo: number;
    followUpInDays?: number;
    followUpCompleted?: boolean;
    isConfidential?: boolean;
  }[];
}

export const demoEmployees: DemoEmployee[] = [
  {
    key: 'maya',
    firstName: 'Maya',
    lastName: 'Chen',
    position: 'Senior Software Engineer',
    department: 'Engineering',
    employmentType: 'full-time',
    hiredMonthsAgo: 46,
    salary: 128000,
    performanceScore: 91,
    phone: '(555) 201-4410',
    skills: ['TypeScript', 'PostgreSQL', 'AWS', 'React', 'Node'],
    certifications: ['AWS Solutions Architect'],
    base: 70,
    scores: {
      technicalSkills: 94,
      problemSolving: 90,
      analyticalThinking: 86,
      leadership: 74,
      creativity: 66,
      customerFocus: 58,
    },
    trendPerStep: 3,
    assessmentNotes: 'Owns the platform; ready to mentor the junior developers.',
    notes: [
      {
        noteType: 'commendation',
        subject: 'Checkout outage resolved',
        content: 'Found and fixed the database lock behind Friday’s checkout outage within an hour.',
        daysAgo: 20,
      },
      {
        noteType: 'performance',
        subject: 'Mid-year review',
        content: 'Exceeds expectations. Next step: lead the cloud migration and mentor Ethan.',
        daysAgo: 110,
      },
    ],
  },
  {
    key: 'james',
    firstName: 'James',
    lastName: 'Okafor',
    position: 'Customer Success Manager',
    department: 'Customer Success',
    employmentType: 'full-time',
    hiredMonthsAgo: 30,
    salary: 84000,
    performanceScore: 86,
    phone: '(555) 201-4422',
    skills: ['Customer Service', 'Zendesk', 'HubSpot', 'Onboarding'],
    certifications: [],
    base: 66,
    scores: {
      customerFocus: 94,
      communication: 89,
      adaptability: 82,
      teamwork: 80,
      technicalSkills: 52,
      analyticalThinking: 58,
    },
    trendPerStep: 1,
    assessmentNotes: 'Customers ask for him by name. Wants to learn more of the product’s technical side.',
    notes: [
      {
        noteType: 'commendation',
        subject: 'Renewal saved',
        content: 'Turned around the Northwind renewal after a rough quarter; they signed for two more years.',
        daysAgo: 35,
      },
      {
        noteType: 'general',
        subject: 'Training request',
        content: 'Asked for a course on SQL basics to answer data questions without waiting for engineering.',
        daysAgo: 12,
        followUpInDays: 14,
      },
    ],
  },
  {
    key: 'sofia',
    firstName: 'Sofia',
    lastName: 'Martinez',
    position: 'Marketing Lead',
    department: 'Marketing',
    employmentType: 'full-time',
    hiredMonthsAgo: 28,
    salary: 92000,
    performanceScore: 84,
    phone: '(555) 201-4433',
    skills: ['Content Writing', 'SEO', 'Figma', 'Social Media', 'Marketing'],
    certifications: ['Google Ads'],
    base: 68,
    scores: {
      creativity: 92,
      communication: 86,
      leadership: 78,
      customerFocus: 76,
      analyticalThinking: 62,
      technicalSkills: 55,
    },
    trendPerStep: 2,
    assessmentNotes: 'Campaign results up 30% year on year.',
    notes: [
      {
        noteType: 'performance',
        subject: 'Q3 campaign results',
        content: 'Spring campaign beat its lead target by 40%. Budget tracking needs tightening.',
        daysAgo: 50,
      },
    ],
  },
  {
    key: 'daniel',
    firstName: 'Daniel',
    lastName: 'Kim',
    position: 'Financial Analyst',
    department: 'Finance',
    employmentType: 'full-time',
    hiredMonthsAgo: 19,
    salary: 88000,
    performanceScore: 88,
    phone: '(555) 201-4444',
    skills: ['Excel', 'QuickBooks', 'Financial Modeling', 'Data Analysis'],
    certifications: ['CPA'],
    base: 64,
    scores: {
      analyticalThinking: 93,
      problemSolving: 80,
      timeManagement: 86,
      technicalSkills: 62,
      communication: 60,
      creativity: 52,
    },
    trendPerStep: 0,
    assessmentNotes: 'Month-end close now takes three days instead of six.',
    notes: [
      {
        noteType: 'commendation',
        subject: 'Faster month-end close',
        content: 'Rebuilt the close checklist and automated bank reconciliation.',
        daysAgo: 64,
      },
    ],
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Patel',
    position: 'Operations Manager',
    department: 'Operations',
    employmentType: 'full-time',
    hiredMonthsAgo: 58,
    salary: 98000,
    performanceScore: 89,
    phone: '(555) 201-4455',
    skills: ['Project Management', 'Scheduling', 'Lean', 'Vendor Management'],
    certifications: ['PMP'],
    base: 72,
    scores: { leadership: 88, timeManagement: 91, teamwork: 86, communication: 84, problemSolving: 80, creativity: 60 },
    trendPerStep: 1,
    assessmentNotes: 'The team’s organiser; a natural candidate for a head-of-operations role.',
    notes: [
      {
        noteType: 'performance',
        subject: 'Annual review',
        content: 'Strong year: vendor costs down 12%, no missed deliveries.',
        daysAgo: 150,
      },
      {
        noteType: 'general',
        subject: 'Succession planning',
        content: 'Discussed a head-of-operations path; revisit after the Q1 planning cycle.',
        daysAgo: 40,
        followUpInDays: -5,
        followUpCompleted: true,
        isConfidential: true,
      },
    ],
  },
  {
    key: 'ethan',
    firstName: 'Ethan',
    lastName: 'Brooks',
    position: 'Junior Developer',
    department: 'Engineering',
    employmentType: 'full-time',
    hiredMonthsAgo: 9,
    salary: 72000,
    performanceScore: 72,
    phone: '(555) 201-4466',
    skills: ['JavaScript', 'React', 'HTML', 'CSS'],
    certifications: [],
    base: 58,
    scores: {
      technicalSkills: 72,
      problemSolving: 66,
      adaptability: 78,
      teamwork: 76,
      leadership: 42,
      timeManagement: 55,
    },
    trendPerStep: 5,
    assessmentNotes: 'Growing fast with Maya’s mentoring; estimates are still optimistic.',
    notes: [
      {
        noteType: 'performance',
        subject: '90-day check-in',
        content: 'Shipped the invoice page on his own. Work on estimating and asking for help earlier.',
        daysAgo: 180,
        followUpInDays: -90,
        followUpCompleted: true,
      },
    ],
  },
  {
    key: 'olivia',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    position: 'Sales Representative',
    department: 'Sales',
    employmentType: 'full-time',
    hiredMonthsAgo: 22,
    salary: 62000,
    performanceScore: 76,
    phone: '(555) 201-4477',
    skills: ['Salesforce', 'Negotiation', 'Prospecting', 'Public Speaking'],
    certifications: [],
    base: 62,
    scores: { communication: 85, customerFocus: 82, adaptability: 74, timeManagement: 54, analyticalThinking: 52 },
    trendPerStep: -3,
    assessmentNotes: 'Strong in meetings; pipeline hygiene slipping this quarter.',
    notes: [
      {
        noteType: 'performance',
        subject: 'Pipeline review',
        content: 'Several deals without next steps in the CRM. Agreed on a weekly pipeline review.',
        daysAgo: 18,
        followUpInDays: 10,
      },
    ],
  },
  {
    key: 'marcus',
    firstName: 'Marcus',
    lastName: 'Johnson',
    position: 'IT Support Specialist',
    department: 'Engineering',
    employmentType: 'contractor',
    hiredMonthsAgo: 14,
    hourlyRate: 42,
    performanceScore: 74,
    phone: '(555) 201-4488',
    skills: ['IT Support', 'Networking', 'Linux', 'Security'],
    certifications: ['CompTIA A+'],
    base: 60,
    scores: {
      technicalSkills: 85,
      problemSolving: 80,
      analyticalThinking: 72,
      customerFocus: 72,
      adaptability: 70,
      leadership: 45,
      creativity: 48,
    },
    trendPerStep: 1,
    assessmentNotes: 'Reliable on devices and the office network.',
    notes: [
      {
        noteType: 'general',
        subject: 'Contract extension',
        content: 'Extended for six months; discuss a full-time offer in spring.',
        daysAgo: 30,
      },
    ],
  },
  {
    key: 'hannah',
    firstName: 'Hannah',
    lastName: 'Schmidt',
    position: 'Graphic Designer',
    department: 'Marketing',
    employmentType: 'part-time',
    hiredMonthsAgo: 7,
    hourlyRate: 38,
    performanceScore: 80,
    phone: '(555) 201-4499',
    skills: ['Graphic Design', 'Photoshop', 'Illustrator', 'Branding'],
    certifications: [],
    base: 60,
    scores: { creativity: 90, adaptability: 74, customerFocus: 68, timeManagement: 70, leadership: 40 },
    trendPerStep: 2,
    assessmentNotes: 'Rebrand assets delivered ahead of schedule.',
    notes: [
      {
        noteType: 'commendation',
        subject: 'Rebrand delivered',
        content: 'New logo and templates delivered a week early; customers noticed.',
        daysAgo: 25,
      },
    ],
  },
  {
    key: 'leo',
    firstName: 'Leo',
    lastName: 'Rossi',
    position: 'Office Coordinator',
    department: 'Operations',
    employmentType: 'part-time',
    hiredMonthsAgo: 16,
    hourlyRate: 24,
    performanceScore: 58,
    phone: '(555) 201-4500',
    skills: ['Scheduling', 'Microsoft Office'],
    certifications: [],
    base: 52,
    scores: { teamwork: 68, communication: 60, timeManagement: 46, customerFocus: 62, analyticalThinking: 44 },
    trendPerStep: -3,
    assessmentNotes: 'Missed supplier orders twice this quarter; agreed on a checklist.',
    notes: [
      {
        noteType: 'disciplinary',
        subject: 'Missed supplier orders',
        content: 'Second missed office-supply order this quarter. Agreed on a weekly order checklist.',
        daysAgo: 15,
        followUpInDays: 14,
        isConfidential: true,
      },
      {
        noteType: 'general',
        subject: 'Schedule change',
        content: 'Moved to four days a week at his request.',
        daysAgo: 90,
      },
    ],
  },
];

/** Current scores of a demo employee. */
export function currentScores(e: DemoEmployee): CompetencyScores {
  return Object.fromEntries(competencyKeys.map((k: CompetencyKey) => [k, e.scores[k] ?? e.base])) as CompetencyScores;
}

const clamp = (v: number) => Math.max(0, Math.min(100, Math.round(v / 5) * 5 === v ? v : Math.round(v)));

/** Earlier assessments: `steps` back from now, each shifted by the employee's trend (oldest first). */
export function scoreHistory(e: DemoEmployee, steps: number): CompetencyScores[] {
  const now = currentScores(e);
  return Array.from({ length: steps }, (_, i) => steps - i).map(
    (back) =>
      Object.fromEntries(competencyKeys.map((k) => [k, clamp(now[k] - e.trendPerStep * back)])) as CompetencyScores,
  );
}

export interface DemoTask {
  title: string;
  description: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  dueInDays: number | null;
  assignee: string | null;
}

export const demoTasks: DemoTask[] = [
  {
    title: 'Fix checkout page timeout on the website',
    description:
      'Customers report the payment step timing out at peak hours; check the database queries and server logs.',
    priority: 'high',
    status: 'pending',
    dueInDays: 2,
    assignee: null,
  },
  {
    title: 'Prepare Q4 financial report',
    description: 'Revenue, expenses and cash-flow forecast for the board meeting.',
    priority: 'medium',
    status: 'pending',
    dueInDays: 10,
    assignee: null,
  },
  {
    title: 'Design holiday email campaign',
    description: 'Banner, newsletter layout and social media visuals for the December promotion.',
    priority: 'medium',
    status: 'pending',
    dueInDays: 14,
    assignee: null,
  },
  {
    title: 'Onboard new client Acme Corp',
    description: 'Kickoff call, account setup and a customer training session.',
    priority: 'high',
    status: 'pending',
    dueInDays: 5,
    assignee: null,
  },
  {
    title: 'Migrate customer database to the cloud',
    description: 'Move PostgreSQL to managed AWS RDS with backups.',
    priority: 'high',
    status: 'in_progress',
    dueInDays: 21,
    assignee: 'maya',
  },
  {
    title: 'Upgrade API server dependencies',
    description: null,
    priority: 'medium',
    status: 'pending',
    dueInDays: 7,
    assignee: 'maya',
  },
  {
    title: 'Review pull requests for the invoice module',
    description: null,
    priority: 'low',
    status: 'pending',
    dueInDays: 3,
    assignee: 'maya',
  },
  {
    title: 'Set up staging environment monitoring',
    description: 'Alerts for errors and slow requests.',
    priority: 'medium',
    status: 'in_progress',
    dueInDays: 12,
    assignee: 'maya',
  },
  {
    title: 'Follow up on Northwind support tickets',
    description: null,
    priority: 'medium',
    status: 'in_progress',
    dueInDays: 4,
    assignee: 'james',
  },
  {
    title: 'Negotiate renewal with office supplies vendor',
    description: null,
    priority: 'low',
    status: 'pending',
    dueInDays: 20,
    assignee: 'priya',
  },
  {
    title: 'Reconcile October bank statements',
    description: null,
    priority: 'medium',
    status: 'completed',
    dueInDays: -10,
    assignee: 'daniel',
  },
  {
    title: 'Publish customer case study blog post',
    description: null,
    priority: 'low',
    status: 'completed',
    dueInDays: -6,
    assignee: 'sofia',
  },
  {
    title: 'Replace office Wi-Fi access points',
    description: null,
    priority: 'medium',
    status: 'completed',
    dueInDays: -15,
    assignee: 'marcus',
  },
];
