import * as z from 'zod';

/** Path parameters of `/api/<resource>/{id}` routes. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
