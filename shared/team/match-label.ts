/** Match labels for task recommendations (spec §4). */
export function matchLabel(score: number): string {
  if (score >= 90) return 'Excellent Match';
  if (score >= 80) return 'Very Good Match';
  if (score >= 70) return 'Good Match';
  if (score >= 60) return 'Fair Match';
  return 'Consider Alternatives';
}

/** Badge variants split at 80 and 60 (spec §4), in the spec's variant names; the UI maps them to its theme. */
export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export function matchBadgeVariant(score: number): BadgeVariant {
  if (score >= 80) return 'default';
  if (score >= 60) return 'secondary';
  return 'destructive';
}

export const HIGH_PRIORITY_NOTICE_THRESHOLD = 80;

/** 'High Priority Task' notice: a high-priority task whose top match scores 80 or more (spec §2). */
export function showsHighPriorityNotice(priority: string, topMatchScore: number | undefined): boolean {
  return priority === 'high' && topMatchScore !== undefined && topMatchScore >= HIGH_PRIORITY_NOTICE_THRESHOLD;
}
