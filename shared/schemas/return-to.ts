import { safeReturnPath } from '@shared/security/return-path';
import * as z from '@shared/zod';

/**
 * Where to land after signing in (`shared/security/return-path.ts`): an unsafe value is dropped, not refused. The
 * sign-in pages' and single sign-on's queries read their `returnTo` with it.
 */
export const safeReturnToField = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value) => safeReturnPath(value)),
    ),
  ),
  undefined,
);
