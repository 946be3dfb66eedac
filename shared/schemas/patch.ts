import * as z from 'zod';

/**
 * A `PATCH` body: any subset of the given fields, each validated as on create, but at least one of them, else
 * 'Nothing to update' (an empty patch is a client mistake, not a no-op to acknowledge).
 */
export const patchOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object(shape)
    .partial()
    .refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: 'Nothing to update' });
