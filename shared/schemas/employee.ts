import * as z from '@shared/zod';
import { EMAIL_MAX_LENGTH } from './auth';
import { competenciesSchema } from './competencies';
import { calendarDateSchema } from './dates';
import { employeeNoteSchema } from './note';
import { nullableNumber, nullableString } from './nullable';
import { boundedNumber, MONEY_DECIMALS, SCORE_DECIMALS } from './numbers';
import { pageOf, pageQuerySchema } from './pagination';
import { patchOf } from './patch';
import { requiredText } from './required-text';

export const employmentTypes = ['full-time', 'part-time', 'contractor'] as const;
export const employmentTypeSchema = z.enum(employmentTypes, {
  error: 'Employment type must be full-time, part-time or contractor',
});
export type EmploymentType = z.infer<typeof employmentTypeSchema>;
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'full-time';

/** Messages of the add and edit forms (spec §5); the web forms and the API share them. */
export const employeeMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailOnAdd: 'Valid email is required',
  emailOnEdit: 'Please enter a valid email',
  position: 'Position is required',
  hireDate: 'Hire date is required',
  salary: 'Salary must be a number of at least 0',
  hourlyRate: 'Hourly rate must be a number of at least 0',
  created: 'Employee added successfully',
  updated: 'Employee profile updated successfully',
  competenciesUpdated: 'Competencies updated successfully',
  noteAdded: 'Note added successfully',
  emailTaken: 'An employee with this email already exists',
  employeeIdTaken: 'An employee with this employee ID already exists',
  addFailed: 'Failed to add employee',
  updateFailed: 'Failed to update employee profile',
} as const;

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

/** An employee as the API returns it. The list leaves out `notes`; `GET /api/employees/{id}` includes them. */
export const employeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  position: z.string(),
  department: nullableString,
  employeeId: nullableString,
  phone: nullableString,
  address: nullableString,
  hireDate: z.string(),
  employmentType: employmentTypeSchema,
  salary: nullableNumber,
  hourlyRate: nullableNumber,
  profileImageUrl: nullableString,
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  performanceScore: nullableNumber,
  competencies: competenciesSchema,
  /**
   * When the competencies were last assessed (saved); null while they are the defaults of a new employee, so Team
   * Analytics shows 'Not assessed' rather than scoring the defaults. Items stored before it existed read as null.
   */
  assessedAt: z._default(nullableString, null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeDetailSchema = z.extend(employeeSchema, { notes: z.array(employeeNoteSchema) });
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** `GET /api/employees` query: a page, optionally searched (name, position or email) and of one department. */
export const employeeListQuerySchema = z.extend(pageQuerySchema, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  department: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

/** The whole team's counts, kept by a counter: what the team list's summary cards and department filter show. */
export const teamCountsSchema = z.object({
  total: z.number(),
  fullTime: z.number(),
  /** Sum of every employee's performance percent (review score, else competency overall). */
  performanceTotal: z.number(),
  /** Distinct departments, sorted. */
  departments: z.array(z.string()),
});
export type TeamCounts = z.infer<typeof teamCountsSchema>;

/** A page of employees in the order added, with the whole team's counts. */
export const employeePageSchema = z.extend(pageOf(employeeSchema), { team: teamCountsSchema });
export type EmployeePage = z.infer<typeof employeePageSchema>;
