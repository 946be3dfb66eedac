/** Team score ratings (spec §4): 80+ Excellent, 70–79 Good, 60–69 Fair, below 60 Needs Support. */
export type ScoreRating = 'Excellent' | 'Good' | 'Fair' | 'Needs Support';

export const TOP_PERFORMER_THRESHOLD = 80;
export const NEEDS_SUPPORT_THRESHOLD = 60;

export function scoreRating(score: number): ScoreRating {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 60) return 'Fair';
  return 'Needs Support';
}

/** Score colour (spec §4): green at 80 or more, yellow at 60 or more, else red. */
export type ScoreColor = 'green' | 'yellow' | 'red';

export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

export const isTopPerformer = (score: number) => score >= TOP_PERFORMER_THRESHOLD;
export const needsSupport = (score: number) => score < NEEDS_SUPPORT_THRESHOLD;
