import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  type CreateEmployeeRequest,
  DEFAULT_EMPLOYMENT_TYPE,
  type EmployeeDetail,
  type EmploymentType,
  employmentTypes,
} from '@shared/schemas/employee';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/form/date-field';
import { MoneyField } from '../../../components/form/money-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import type { FormFields } from '../../../components/form/use-form';
import { parseMoney } from '../../../lib/parse-number';

export const employmentTypeLabels: Readonly<Record<EmploymentType, string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contractor: 'Contractor',
};

/** The add and edit dialogs' values, as typed: amounts and lists are text until the form is sent. */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  profileImageUrl: string;
  position: string;
  department: string;
  employeeId: string;
  hireDate: string;
  employmentType: EmploymentType;
  salary: string;
  hourlyRate: string;
  skills: string;
  certifications: string;
}

/** A new employee: full-time, hired today (spec §4). */
export const newEmployeeForm = (): EmployeeFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  profileImageUrl: '',
  position: '',
  department: '',
  employeeId: '',
  hireDate: format(new Date(), 'yyyy-MM-dd'),
  employmentType: DEFAULT_EMPLOYMENT_TYPE,
  salary: '',
  hourlyRate: '',
  skills: '',
  certifications: '',
});

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

/** The saved profile, ready to edit. */
export const employeeFormFrom = (e: EmployeeDetail): EmployeeFormValues => ({
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  phone: e.phone ?? '',
  address: e.address ?? '',
  profileImageUrl: e.profileImageUrl ?? '',
  position: e.position,
  department: e.department ?? '',
  employeeId: e.employeeId ?? '',
  hireDate: e.hireDate.slice(0, 10),
  employmentType: e.employmentType,
  salary: amountText(e.salary),
  hourlyRate: amountText(e.hourlyRate),
  skills: e.skills.join(', '),
  certifications: e.certifications.join(', '),
});

/** Comma-separated text → trimmed items, empty ones dropped (spec §5). */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The request both dialogs send (spec §5): amounts as numbers (empty → null), skills and certifications as lists. */
export const employeeRequest = (values: EmployeeFormValues) =>
  ({
    ...values,
    salary: parseMoney(values.salary),
    hourlyRate: parseMoney(values.hourlyRate),
    skills: splitList(values.skills),
    certifications: splitList(values.certifications),
  }) satisfies CreateEmployeeRequest;

type EmployeeFields = FormFields<EmployeeFormValues>;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Name, email, phone and picture; the address only where the dialog asks for it (the edit dialog, spec §2). */
export function PersonalFields({ form, withAddress = false }: { form: EmployeeFields; withAddress?: boolean }) {
  const { values, set, errors } = form;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="firstName"
          label="First Name"
          required
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          label="Last Name"
          required
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </SimpleGrid>
      {withAddress ? (
        <TextareaField
          name="address"
          label="Address"
          rows={2}
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
      ) : null}
      <TextField
        name="profileImageUrl"
        label="Profile Image URL"
        type="url"
        value={values.profileImageUrl}
        onChange={set('profileImageUrl')}
        error={errors.profileImageUrl}
      />
    </>
  );
}

export function EmploymentFields({ form }: { form: EmployeeFields }) {
  const { values, set, errors } = form;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField
        name="position"
        label="Position"
        required
        value={values.position}
        onChange={set('position')}
        error={errors.position}
      />
      <TextField
        name="department"
        label="Department"
        value={values.department}
        onChange={set('department')}
        error={errors.department}
      />
      <TextField
        name="employeeId"
        label="Employee ID"
        placeholder="EMP-001"
        value={values.employeeId}
        onChange={set('employeeId')}
        error={errors.employeeId}
      />
      <DateField
        name="hireDate"
        label="Hire Date"
        required
        value={values.hireDate}
        onChange={set('hireDate')}
        error={errors.hireDate}
      />
      <SelectField
        name="employmentType"
        label="Employment Type"
        required
        value={values.employmentType}
        onChange={set('employmentType')}
        options={optionsOf(employmentTypes, employmentTypeLabels)}
      />
    </SimpleGrid>
  );
}

export function CompensationFields({ form }: { form: EmployeeFields }) {
  const { values, set, errors } = form;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <MoneyField
        name="salary"
        label="Annual Salary"
        helper="Leave empty if paid hourly"
        value={values.salary}
        onChange={set('salary')}
        error={errors.salary}
      />
      <MoneyField
        name="hourlyRate"
        label="Hourly Rate"
        helper="Leave empty if salaried"
        value={values.hourlyRate}
        onChange={set('hourlyRate')}
        error={errors.hourlyRate}
      />
    </SimpleGrid>
  );
}

export function SkillsFields({ form }: { form: EmployeeFields }) {
  const { values, set, errors } = form;
  return (
    <>
      <TextField
        name="skills"
        label="Skills"
        helper="Enter skills separated by commas"
        value={values.skills}
        onChange={set('skills')}
        error={errors.skills}
      />
      <TextField
        name="certifications"
        label="Certifications"
        helper="Enter certifications separated by commas"
        value={values.certifications}
        onChange={set('certifications')}
        error={errors.certifications}
      />
    </>
  );
}
