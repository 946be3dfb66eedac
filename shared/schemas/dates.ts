import * as z from '@shared/zod';

/**
 * A calendar date `YYYY-MM-DD` that exists (2024-02-29 yes, 2024-02-31 and 2023-02-29 no), also taken as the date
 * part of an ISO date-time (forms and older clients send `2024-03-01T00:00:00.000Z`).
 */
export function calendarDateSchema(message: string) {
  return z.pipe(
    z.pipe(
      z
        .string({ error: message })
        .check(
          z.trim(),
          z.maxLength(40, { error: message }),
          z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: message }),
        ),
      z.transform((v) => v.slice(0, 10)),
    ),
    z.iso.date({ error: message }),
  );
}
