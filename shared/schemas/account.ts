import * as z from '@shared/zod';
import { enteredPasswordSchema, nameSchema, passwordSchema } from './auth';

/** Settings → Account: the person's name and picture (any of them). */
export const updateAccountRequestSchema = z.object({
  firstName: z.optional(nameSchema('First name')),
  lastName: z.optional(nameSchema('Last name')),
  /** An https address of an image, or null to remove it. */
  profileImageUrl: z.optional(
    z.nullable(
      z
        .url({ protocol: /^https$/, error: 'Profile image must be an https:// address' })
        .check(z.maxLength(2048, { error: 'Profile image address is too long' })),
    ),
  ),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: enteredPasswordSchema('Current password is required'),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const accountMessages = {
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  managedElsewhere: 'This account signs in through your organisation’s sign-in page; change the password there',
} as const;
