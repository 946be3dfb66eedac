import * as z from '@shared/zod';
import { EMAIL_MAX_LENGTH } from './auth';
import { calendarDateSchema } from './dates';
import { DEFAULT_EMPLOYMENT_TYPE, employeeMessages, employmentTypeSchema } from './employee';
import { boundedNumber, MONEY_DECIMALS, SCORE_DECIMALS } from './numbers';
import { patchOf } from './patch';
import { requiredText } from './required-text';

/*
 * What the add and edit forms send (spec §5), apart from the employee as the API answers it (./employee): every
 * route that reads employees builds that record's schema, and only the two routes that take a profile need these.
 */

const required = (message: string, max = 200) =>
  requiredText(max, { required: message, tooLong: `${message.replace(' is required', '')} is too long` });

/** Add: absent or empty → null. Edit: absent stays absent (field untouched), empty → null (field cleared). */
type Mode = 'create' | 'update';
const absent = (mode: Mode) => (mode === 'create' ? null : undefined);

const optionalText = (max: number, mode: Mode) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, { error: `Must be at most ${max} characters` }))),
    z.transform((v) => (v === undefined ? absent(mode) : v || null)),
  );

/** The screens show dates only: a date-time keeps its date part; 2024-02-31 is refused. */
const hireDateSchema = z.pipe(
  z.string({ error: employeeMessages.hireDate }).check(z.trim(), z.minLength(1, { error: employeeMessages.hireDate })),
  calendarDateSchema(employeeMessages.hireDate),
);

/** Salary and hourly rate arrive as numbers, or as the text typed in the form; empty means none (null). */
const money = (message: string) =>
  z.optional(
    z.pipe(
      z.transform((v) => (v === '' ? null : typeof v === 'string' ? Number(v.trim()) : v)),
      z.nullable(boundedNumber({ min: 0, max: 1e9, decimals: MONEY_DECIMALS, message })),
    ),
  );

const textList = z.pipe(
  z
    .array(z.string().check(z.trim(), z.maxLength(100, { error: 'Each item must be at most 100 characters' })))
    .check(z.maxLength(50, { error: 'At most 50 items' })),
  z.transform((items) => items.filter((item) => item.length > 0)),
);

const imageUrl = (mode: Mode) =>
  z
    .pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
      z.transform((v) => (v === undefined ? absent(mode) : v || null)),
    )
    .check(z.refine((v) => v == null || /^https?:\/\//i.test(v), { error: 'Profile image must be an http(s) URL' }));

const profileFields = (emailMessage: string, mode: Mode) => ({
  firstName: required(employeeMessages.firstName, 100),
  lastName: required(employeeMessages.lastName, 100),
  email: z.pipe(
    z.string({ error: emailMessage }).check(z.trim(), z.toLowerCase()),
    z.email({ error: emailMessage }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: emailMessage })),
  ),
  position: required(employeeMessages.position, 150),
  department: optionalText(100, mode),
  employeeId: optionalText(50, mode),
  phone: optionalText(50, mode),
  address: optionalText(500, mode),
  hireDate: hireDateSchema,
  employmentType:
    mode === 'create' ? z._default(employmentTypeSchema, DEFAULT_EMPLOYMENT_TYPE) : z.optional(employmentTypeSchema),
  salary: money(employeeMessages.salary),
  hourlyRate: money(employeeMessages.hourlyRate),
  profileImageUrl: imageUrl(mode),
  skills: z.optional(textList),
  certifications: z.optional(textList),
  performanceScore: z.nullish(
    boundedNumber({
      min: 0,
      max: 100,
      decimals: SCORE_DECIMALS,
      message: 'Performance score must be a number from 0 to 100',
    }),
  ),
});

/** `POST /api/employees` (spec §5 'Add employee'). */
export const createEmployeeRequestSchema = z.object(profileFields(employeeMessages.emailOnAdd, 'create'));
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequestSchema>;
export type CreateEmployeeInput = z.output<typeof createEmployeeRequestSchema>;

/** `PATCH /api/employees/{id}` (spec §5 'Edit profile'): any subset of the profile fields. */
export const updateEmployeeRequestSchema = patchOf(profileFields(employeeMessages.emailOnEdit, 'update'));
export type UpdateEmployeeInput = z.output<typeof updateEmployeeRequestSchema>;
