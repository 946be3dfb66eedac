import * as z from '@shared/zod';

/** Path parameters of a `/{id}` route whose ids run up to `maxLength` characters. */
export const idParamsOf = (maxLength: number) =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(maxLength)) });

/** Path parameters of `/api/<resource>/{id}` routes (the app's own ids, a bank link's among them). */
export const idParamsSchema = idParamsOf(64);
