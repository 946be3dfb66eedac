import type * as z from '@shared/zod';
import { ValidationFailed, type ValidationIssue } from '../errors';

/**
 * Validates external input with a shared zod schema. The message names the first problem in the spec's
 * 'Validation error: …' form; `issues` lists every problem with its field path for forms to show.
 */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ValidationFailed(`Validation error: ${issues[0]?.message ?? 'Invalid request'}`, issues);
}
