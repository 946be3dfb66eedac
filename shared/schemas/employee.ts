import * as z from '@shared/zod';
import { competenciesSchema } from './competencies';
import { employeeNoteSchema } from './note';
import { nullableNumber, nullableString } from './nullable';
import { pageOf, pageQuerySchema } from './pagination';

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

/**
 * An employee as the API returns it. The list leaves out `notes`; `GET /api/employees/{id}` includes them. `salary`
 * and `hourlyRate` are absent (not null) for a reader whose role may not see compensation (owners and admins may; a
 * member sees their own).
 */
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
  salary: z.optional(nullableNumber),
  hourlyRate: z.optional(nullableNumber),
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
/** An employee as stored, with compensation always there (null for none). */
export type EmployeeRecord = Employee & { salary: number | null; hourlyRate: number | null };

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
