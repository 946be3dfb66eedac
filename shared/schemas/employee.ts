import * as z from 'zod';
import { EMAIL_MAX_LENGTH } from './auth';
import { competenciesSchema } from './competencies';
import { calendarDateSchema } from './dates';
import { employeeNoteSchema } from './note';
import { boundedNumber, MONEY_DECIMALS, SCORE_DECIMALS } from './numbers';
import { pageOf, pageQuerySchema } from './pagination';
import { patchOf } from './patch';

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
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${message.replace(' is required', '')} is too long` });

/** Add: absent or empty → null. Edit: absent stays absent (field untouched), empty → null (field cleared). */
type Mode = 'create' | 'update';
const absent = (mode: Mode) => (mode === 'create' ? null : undefined);

const optionalText = (max: number, mode: Mode) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v === undefined ? absent(mode) : v || null));

/** The screens show dates only: a date-time keeps its date part; 2024-02-31 is refused. */
const hireDateSchema = z
  .string({ error: employeeMessages.hireDate })
  .trim()
  .min(1, { error: employeeMessages.hireDate })
  .pipe(calendarDateSchema(employeeMessages.hireDate));

/** Salary and hourly rate arrive as numbers, or as the text typed in the form; empty means none (null). */
const money = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v.trim()) : v),
    boundedNumber({ min: 0, max: 1e9, decimals: MONEY_DECIMALS, message }).nullable().optional(),
  );

const textList = z
  .array(z.string().trim().max(100, { error: 'Each item must be at most 100 characters' }))
  .max(50, { error: 'At most 50 items' })
  .transform((items) => items.filter((item) => item.length > 0));

const imageUrl = (mode: Mode) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v === undefined ? absent(mode) : v || null))
    .refine((v) => v == null || /^https?:\/\//i.test(v), { error: 'Profile image must be an http(s) URL' });

const profileFields = (emailMessage: string, mode: Mode) => ({
  firstName: required(employeeMessages.firstName, 100),
  lastName: required(employeeMessages.lastName, 100),
  email: z
    .string({ error: emailMessage })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: emailMessage }).max(EMAIL_MAX_LENGTH, { error: emailMessage })),
  position: required(employeeMessages.position, 150),
  department: optionalText(100, mode),
  employeeId: optionalText(50, mode),
  phone: optionalText(50, mode),
  address: optionalText(500, mode),
  hireDate: hireDateSchema,
  employmentType:
    mode === 'create' ? employmentTypeSchema.default(DEFAULT_EMPLOYMENT_TYPE) : employmentTypeSchema.optional(),
  salary: money(employeeMessages.salary),
  hourlyRate: money(employeeMessages.hourlyRate),
  profileImageUrl: imageUrl(mode),
  skills: textList.optional(),
  certifications: textList.optional(),
  performanceScore: boundedNumber({
    min: 0,
    max: 100,
    decimals: SCORE_DECIMALS,
    message: 'Performance score must be a number from 0 to 100',
  }).nullish(),
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
  department: z.string().nullable(),
  employeeId: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  hireDate: z.string(),
  employmentType: employmentTypeSchema,
  salary: z.number().nullable(),
  hourlyRate: z.number().nullable(),
  profileImageUrl: z.string().nullable(),
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  performanceScore: z.number().nullable(),
  competencies: competenciesSchema,
  /**
   * When the competencies were last assessed (saved); null while they are the defaults of a new employee, so Team
   * Analytics shows 'Not assessed' rather than scoring the defaults. Items stored before it existed read as null.
   */
  assessedAt: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeDetailSchema = employeeSchema.extend({ notes: z.array(employeeNoteSchema) });
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** `GET /api/employees` query: a page, optionally searched (name, position or email) and of one department. */
export const employeeListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  department: z.string().trim().max(100).optional(),
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
export const employeePageSchema = pageOf(employeeSchema).extend({ team: teamCountsSchema });
export type EmployeePage = z.infer<typeof employeePageSchema>;
