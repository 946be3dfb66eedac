import * as z from '@shared/zod';
import {
  COMPETENCY_MAX,
  COMPETENCY_MIN,
  type CompetencyKey,
  competencyKeys,
  competencyLabels,
} from '../catalog/competencies';
import { nullableString } from './nullable';
import { boundedNumber, SCORE_DECIMALS } from './numbers';

const scoreSchema = (key: CompetencyKey) =>
  boundedNumber({
    min: COMPETENCY_MIN,
    max: COMPETENCY_MAX,
    decimals: SCORE_DECIMALS,
    message: `${competencyLabels[key]} must be a number from 0 to 100`,
  });

const scoreShape = Object.fromEntries(competencyKeys.map((key) => [key, scoreSchema(key)])) as {
  [K in CompetencyKey]: ReturnType<typeof scoreSchema>;
};

export const competencyNotesSchema = z
  .string({ error: 'Assessment notes must be text' })
  .check(z.trim(), z.maxLength(5000, { error: 'Assessment notes must be at most 5000 characters' }));

/** `PUT /api/employees/{id}/competencies`: all ten scores plus optional assessment notes. */
export const updateCompetenciesRequestSchema = z.object({
  ...scoreShape,
  notes: z.pipe(
    z.nullish(competencyNotesSchema),
    z.transform((v) => v || null),
  ),
});
export type UpdateCompetenciesRequest = z.infer<typeof updateCompetenciesRequestSchema>;

/** The competencies of an employee as the API returns them. */
export const competenciesSchema = z.object({ ...scoreShape, notes: nullableString });
export type Competencies = z.infer<typeof competenciesSchema>;

/** One saved assessment, kept so trends come from history. */
export const competencySnapshotSchema = z.object({
  savedAt: z.string(),
  scores: z.object(scoreShape),
});
export type CompetencySnapshot = z.infer<typeof competencySnapshotSchema>;
