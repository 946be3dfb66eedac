import * as z from '@shared/zod';

/** What a required text field says when it is missing or blank, and when it is too long. */
export interface RequiredTextMessages {
  required: string;
  tooLong: string;
}

/**
 * Text that must be given: trimmed, then at least one character and at most `max`. With `messages`, a missing,
 * non-text or blank value reads `required` and an over-long one `tooLong` (each form's own words); without, zod's.
 */
export function requiredText(max: number, messages?: RequiredTextMessages) {
  return z
    .string(messages && { error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages && { error: messages.required }),
      z.maxLength(max, messages && { error: messages.tooLong }),
    );
}
