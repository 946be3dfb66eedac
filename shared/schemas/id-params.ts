import * as z from '@shared/zod';

/** Path parameters of `/api/<resource>/{id}` routes. */
export const idParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
