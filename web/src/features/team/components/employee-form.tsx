import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  DEFAULT_EMPLOYMENT_TYPE,
  type EmployeeDetail,
  type EmploymentType,
  employmentTypes,
} from '@shared/schemas/employee';
import type { CreateEmployeeRequest } from '@shared/schemas/employee-requests';
import type * as z from '@shared/zod';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/form/date-field';
import { type DialogMutation, FormDialogContent } from '../../../components/form/form-dialog-content';
import { MoneyField } from '../../../components/form/money-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { type FormFields, useForm } from '../../../components/form/use-form';
import { parseMoney } from '../../../lib/parse-number';
import { useCan } from '../../../lib/use-can';
import { employmentTypeLabels } from './employment-type-labels';

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
  salary: amountText(e.salary ?? null),
  hourlyRate: amountText(e.hourlyRate ?? null),
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
export const employeeRequest = (values: EmployeeFormValues, withCompensation = true) =>
  ({
    ...values,
    // A role without `compensation.view` never sends it (the server refuses a write of it with 403).
    salary: withCompensation ? parseMoney(values.salary) : undefined,
    hourlyRate: withCompensation ? parseMoney(values.hourlyRate) : undefined,
    skills: splitList(values.skills),
    certifications: splitList(values.certifications),
  }) satisfies CreateEmployeeRequest;

type EmployeeFields = FormFields<EmployeeFormValues>;

interface EmployeeFormProps<S extends z.ZodMiniType> {
  title: string;
  submitLabel: string;
  pendingLabel: string;
  initial: () => EmployeeFormValues;
  /** The create or the update schema: both take `employeeRequest`'s output. */
  schema: S;
  mutation: DialogMutation<z.input<S>>;
  /** The profile's own fields besides the add form's: address, skills and certifications (spec §2, §5). */
  full?: boolean;
}

/** The add and edit dialogs' form: the same fields in the same sections, the edit form with its extra ones. */
export function EmployeeForm<S extends z.ZodMiniType>(props: EmployeeFormProps<S>) {
  const { title, submitLabel, pendingLabel, initial, schema, mutation, full = false } = props;
  const seesCompensation = useCan('compensation.view');
  const form = useForm({
    initial,
    schema,
    toInput: (values) => employeeRequest(values, seesCompensation) as z.input<S>,
  });
  return (
    <FormDialogContent
      title={title}
      form={form}
      mutation={mutation}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      <Stack gap="6">
        <Section title="Personal Information">
          <PersonalFields form={form} withAddress={full} />
        </Section>
        <Section title="Employment Information">
          <EmploymentFields form={form} />
        </Section>
        {seesCompensation ? (
          <Section title="Compensation">
            <CompensationFields form={form} />
          </Section>
        ) : null}
        {full ? (
          <Section title="Skills & Certifications">
            <SkillsFields form={form} />
          </Section>
        ) : null}
      </Stack>
    </FormDialogContent>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
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
function PersonalFields({ form, withAddress = false }: { form: EmployeeFields; withAddress?: boolean }) {
  const { field } = form;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="First Name" required {...field('firstName')} />
        <TextField label="Last Name" required {...field('lastName')} />
        <TextField label="Email" type="email" required {...field('email')} />
        <TextField label="Phone" type="tel" {...field('phone')} />
      </SimpleGrid>
      {withAddress ? <TextareaField label="Address" rows={2} {...field('address')} /> : null}
      <TextField label="Profile Image URL" type="url" {...field('profileImageUrl')} />
    </>
  );
}

function EmploymentFields({ form }: { form: EmployeeFields }) {
  const { field } = form;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField label="Position" required {...field('position')} />
      <TextField label="Department" {...field('department')} />
      <TextField label="Employee ID" placeholder="EMP-001" {...field('employeeId')} />
      <DateField label="Hire Date" required {...field('hireDate')} />
      <SelectField
        label="Employment Type"
        required
        {...field('employmentType')}
        options={optionsOf(employmentTypes, employmentTypeLabels)}
      />
    </SimpleGrid>
  );
}

function CompensationFields({ form }: { form: EmployeeFields }) {
  const { field } = form;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <MoneyField label="Annual Salary" helper="Leave empty if paid hourly" {...field('salary')} />
      <MoneyField label="Hourly Rate" helper="Leave empty if salaried" {...field('hourlyRate')} />
    </SimpleGrid>
  );
}

function SkillsFields({ form }: { form: EmployeeFields }) {
  const { field } = form;
  return (
    <>
      <TextField label="Skills" helper="Enter skills separated by commas" {...field('skills')} />
      <TextField
        label="Certifications"
        helper="Enter certifications separated by commas"
        {...field('certifications')}
      />
    </>
  );
}
