import * as z from '@shared/zod';
import { requiredText } from './required-text';

/** Where a sign-in form returns to; only checked for length here, the handler keeps it only if it is a safe path. */
const returnToField = z.optional(z.string().check(z.maxLength(2048)));

export const PASSWORD_MIN_LENGTH = 10;

/** RFC 5321's limit for a deliverable address (a path of 256 octets, less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Emails are compared trimmed and lower-cased, everywhere. */
export const emailSchema = z.pipe(
  z.string({ error: 'Email is required' }).check(z.trim(), z.toLowerCase()),
  z
    .email({ error: 'Enter a valid email address' })
    .check(z.maxLength(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })),
);

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` }),
    z.maxLength(1024, { error: 'Password is too long' }),
  );

/** A person's first or last name, `label` naming which in its messages. */
export const nameSchema = (label: string) =>
  requiredText(100, { required: `${label} is required`, tooLong: `${label} is too long` });

/**
 * A password typed to prove who one is: only given and not absurdly long (the rules of `passwordSchema` are for a new
 * one, not for typing the one already set).
 */
export const enteredPasswordSchema = (required: string) =>
  z.string({ error: required }).check(z.minLength(1, { error: required }), z.maxLength(1024));

export const localSignUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  /** The sign-up form's way back (an invitation's page); an unsafe value is ignored. */
  returnTo: returnToField,
});
export type LocalSignUpRequest = z.infer<typeof localSignUpRequestSchema>;

export const localSignInRequestSchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema('Password is required'),
  returnTo: returnToField,
});
export type LocalSignInRequest = z.infer<typeof localSignInRequestSchema>;

/** Messages the sign-in flow shows; one place so the page, the API and the tests agree. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  unauthorized: 'Unauthorized',
} as const;
