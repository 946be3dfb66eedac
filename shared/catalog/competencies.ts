/**
 * THE competency list (spec §2, §3): the ten keys in display order, their labels and the default score.
 * Schemas, the built-in analyst, task matching, the radar charts and the sliders all read it from here.
 */
export const competencyKeys = [
  'leadership',
  'communication',
  'technicalSkills',
  'problemSolving',
  'creativity',
  'teamwork',
  'adaptability',
  'timeManagement',
  'customerFocus',
  'analyticalThinking',
] as const;

export type CompetencyKey = (typeof competencyKeys)[number];

export const competencyLabels: Readonly<Record<CompetencyKey, string>> = {
  leadership: 'Leadership',
  communication: 'Communication',
  technicalSkills: 'Technical Skills',
  problemSolving: 'Problem Solving',
  creativity: 'Creativity',
  teamwork: 'Teamwork',
  adaptability: 'Adaptability',
  timeManagement: 'Time Management',
  customerFocus: 'Customer Focus',
  analyticalThinking: 'Analytical Thinking',
};

export const COMPETENCY_MIN = 0;
export const COMPETENCY_MAX = 100;
export const DEFAULT_COMPETENCY_SCORE = 50;
/** The profile page's sliders move in steps of 5 (spec §5); the API accepts any value in range. */
export const COMPETENCY_SLIDER_STEP = 5;
/** Radar charts tick every 20 (spec §9). */
export const COMPETENCY_RADAR_TICKS = [0, 20, 40, 60, 80, 100] as const;

export type CompetencyScores = Record<CompetencyKey, number>;

/** Every competency at the same score. */
export function uniformCompetencyScores(score: number): CompetencyScores {
  return Object.fromEntries(competencyKeys.map((key) => [key, score])) as CompetencyScores;
}

export function defaultCompetencyScores(): CompetencyScores {
  return uniformCompetencyScores(DEFAULT_COMPETENCY_SCORE);
}
