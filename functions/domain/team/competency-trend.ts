import { type CompetencyScores, competencyKeys, DEFAULT_COMPETENCY_SCORE } from '@shared/catalog/competencies';
import type { CompetencySnapshot } from '@shared/schemas/competencies';
import type { PerformanceTrend } from '@shared/schemas/insight';
import { competencyValue, overallScore, type PartialCompetencies } from '@shared/team/competency-score';

/** A change of at least this many points in the overall score between assessments counts as a trend. */
const TREND_THRESHOLD = 3;
/** Trends look at the most recent assessments only, so an old slump does not mask a recovery. */
const TREND_WINDOW = 6;

export interface CompetencyHistory {
  trend: PerformanceTrend;
  /** Number of dated assessments the trend was computed from. */
  assessments: number;
  /** Overall score change over the window (0 with fewer than two assessments). */
  overallChange: number;
  /** Per-competency change over the window. */
  changes: CompetencyScores;
  /** When the window's first assessment was saved, if there were two or more. */
  since: string | null;
}

/**
 * The snapshots that are assessments. The default 50s an employee starts with are not one: earlier versions saved
 * them as a snapshot when the employee was added (at `addedAt`, all at the default), and a trend measured from them
 * would read a first real assessment as a change ('up 50 points, improving').
 */
export function assessmentsOf(snapshots: readonly CompetencySnapshot[], addedAt: string): CompetencySnapshot[] {
  const isCreationDefault = (snapshot: CompetencySnapshot) =>
    snapshot.savedAt === addedAt && competencyKeys.every((k) => snapshot.scores[k] === DEFAULT_COMPETENCY_SCORE);
  return snapshots.filter((snapshot) => !isCreationDefault(snapshot));
}

/**
 * Trend from the saved assessments (oldest first); two are needed for any trend. The current scores are the latest point: when they differ from
 * the last snapshot (e.g. a save whose snapshot write was lost) they are appended as of `now`.
 */
export function competencyHistory(
  snapshots: readonly CompetencySnapshot[],
  current: PartialCompetencies,
  now: Date,
): CompetencyHistory {
  const points: { savedAt: string; scores: PartialCompetencies }[] = snapshots.map((s) => ({
    savedAt: s.savedAt,
    scores: s.scores,
  }));
  const last = points.at(-1);
  if (!last || competencyKeys.some((k) => competencyValue(last.scores, k) !== competencyValue(current, k))) {
    points.push({ savedAt: now.toISOString(), scores: current });
  }
  const window = points.slice(-TREND_WINDOW);
  const first = window[0]!;
  const latest = window.at(-1)!;
  const changes = Object.fromEntries(
    competencyKeys.map((k) => [k, competencyValue(latest.scores, k) - competencyValue(first.scores, k)]),
  ) as CompetencyScores;
  const overallChange = window.length > 1 ? overallScore(latest.scores) - overallScore(first.scores) : 0;
  const trend: PerformanceTrend =
    overallChange >= TREND_THRESHOLD ? 'improving' : overallChange <= -TREND_THRESHOLD ? 'declining' : 'stable';
  return { trend, assessments: window.length, overallChange, changes, since: window.length > 1 ? first.savedAt : null };
}
