import {
  type CompetencyKey,
  competencyKeys,
  competencyLabels,
  DEFAULT_COMPETENCY_SCORE,
} from '../catalog/competencies';

/** Competencies as they may arrive: any of the ten may be missing (each then counts and shows as 50). */
export type PartialCompetencies = Partial<Record<CompetencyKey, number | null>> | null | undefined;

/** A competency's displayed value: the stored number, or 50 when it is missing (spec §3). */
export function competencyValue(competencies: PartialCompetencies, key: CompetencyKey): number {
  const value = competencies?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_COMPETENCY_SCORE;
}

/** Sum of the ten values divided by 10, rounded; 50 when there are no competencies at all (spec §3). */
export function overallScore(competencies: PartialCompetencies): number {
  if (!competencies) return DEFAULT_COMPETENCY_SCORE;
  const sum = competencyKeys.reduce((total, key) => total + competencyValue(competencies, key), 0);
  return Math.round(sum / competencyKeys.length);
}

export interface CompetencyStrength {
  key: CompetencyKey;
  label: string;
  value: number;
}

export const STRENGTH_THRESHOLD = 70;
export const MAX_TOP_STRENGTHS = 3;

/** Up to three competencies strictly above 70, highest first; ties keep the catalogue order (spec §3, §9). */
export function topStrengths(competencies: PartialCompetencies): CompetencyStrength[] {
  return competencyKeys
    .map((key) => ({ key, label: competencyLabels[key], value: competencyValue(competencies, key) }))
    .filter((c) => c.value > STRENGTH_THRESHOLD)
    .sort((a, b) => b.value - a.value)
    .slice(0, MAX_TOP_STRENGTHS);
}

/** The ten values in catalogue order with their labels, for radar charts and bar lists. */
export function competencyEntries(competencies: PartialCompetencies): CompetencyStrength[] {
  return competencyKeys.map((key) => ({
    key,
    label: competencyLabels[key],
    value: competencyValue(competencies, key),
  }));
}
