import type { EmploymentType } from '@shared/schemas/employee';

/** Apart from the employee form: the card and the profile show these labels without loading the form (or zod). */
export const employmentTypeLabels: Readonly<Record<EmploymentType, string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contractor: 'Contractor',
};
