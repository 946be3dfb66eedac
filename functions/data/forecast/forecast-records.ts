import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/** The owner's word on a detected recurring series, by the series' id (`FCREC#<id>`): it outlives recomputes. */
export const recurringStatusEntity = defineWorkspaceEntity(
  'ForecastRecurringStatus',
  z.object({ id: z.string(), status: z.enum(['confirmed', 'dismissed', 'detected']), updatedAt: z.string() }),
  'FCREC#{id}',
);

/** A what-if scenario (`FCSCEN#<id>`), amounts in cents. */
export const scenarioEntity = defineWorkspaceEntity(
  'ForecastScenario',
  z.object({
    id: z.string(),
    name: z.string(),
    items: z.array(
      z.object({
        label: z.string(),
        amountCents: z.number().check(z.int()),
        direction: z.enum(['in', 'out']),
        cadence: z.enum(['once', 'weekly', 'monthly']),
        startDate: z.string(),
        endDate: nullableString,
      }),
    ),
    createdAt: z.string(),
  }),
  'FCSCEN#{id}',
);

/**
 * The shortfall threshold (cents; none stored: $0) and the day the shortfall alert last went out, so it goes at most
 * once a day while the shortfall lasts.
 */
export const forecastSettingsEntity = defineWorkspaceEntity(
  'ForecastSettings',
  z.object({ thresholdCents: z.number().check(z.int()), lastAlertOn: nullableString }),
  'FCSETTINGS',
);
