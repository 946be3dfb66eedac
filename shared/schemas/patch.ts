import * as z from '@shared/zod';

/**
 * A `PATCH` body: any subset of the given fields, each validated as on create, but at least one of them, else
 * 'Nothing to update' (an empty patch is a client mistake, not a no-op to acknowledge).
 */
export const patchOf = <Shape extends z.core.$ZodShape>(shape: Shape) =>
  z
    .partial(z.object(shape))
    .check(z.refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: 'Nothing to update' }));
