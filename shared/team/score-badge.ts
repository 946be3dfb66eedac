/**
 * The score bands of spec §4, defined once: 80+ Excellent (a top performer, green), 70–79 Good, 60–69 Fair (yellow),
 * below 60 Needs Support (red). Ratings, colours and the top-performer and needs-support counts all read them.
 */
export const TOP_PERFORMER_THRESHOLD = 80;
const GOOD_THRESHOLD = 70;
export const NEEDS_SUPPORT_THRESHOLD = 60;

export type ScoreRating = 'Excellent' | 'Good' | 'Fair' | 'Needs Support';

export function scoreRating(score: number): ScoreRating {
  if (score >= TOP_PERFORMER_THRESHOLD) return 'Excellent';
  if (score >= GOOD_THRESHOLD) return 'Good';
  if (score >= NEEDS_SUPPORT_THRESHOLD) return 'Fair';
  return 'Needs Support';
}

export type ScoreColor = 'green' | 'yellow' | 'red';

export function scoreColor(score: number): ScoreColor {
  if (score >= TOP_PERFORMER_THRESHOLD) return 'green';
  if (score >= NEEDS_SUPPORT_THRESHOLD) return 'yellow';
  return 'red';
}

export const isTopPerformer = (score: number) => score >= TOP_PERFORMER_THRESHOLD;
export const needsSupport = (score: number) => score < NEEDS_SUPPORT_THRESHOLD;
