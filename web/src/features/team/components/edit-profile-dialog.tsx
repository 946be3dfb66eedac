import { Button, Dialog, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { type EmployeeDetail, type EmploymentType, updateEmployeeRequestSchema } from '@shared/schemas/employee';
import { Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormDialogContent } from '../../../components/form-dialog-content';
import { useUpdateEmployee } from '../api/update-employee';
import { EmploymentTypeField, fieldErrors, TextField } from './employee-form-fields';

interface ProfileForm {
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

const formFrom = (e: EmployeeDetail): ProfileForm => ({
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
  salary: e.salary === null ? '' : String(e.salary),
  hourlyRate: e.hourlyRate === null ? '' : String(e.hourlyRate),
  skills: e.skills.join(', '),
  certifications: e.certifications.join(', '),
});

/** Comma-separated text → trimmed items, empty ones dropped (spec §5). */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const toNumberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

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

/** 'Edit Employee Profile': scrollable, four sections; Cancel resets the form (spec §2, §4). */
export function EditProfileDialog({ employee }: { employee: EmployeeDetail }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ProfileForm>(() => formFrom(employee));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateEmployee(employee.id, { onSuccess: () => setOpen(false) });
  const set = (key: keyof ProfileForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const openChange = (next: boolean) => {
    // Opening (or cancelling) always starts from the saved profile.
    setForm(formFrom(employee));
    setErrors({});
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...form,
      salary: toNumberOrNull(form.salary),
      hourlyRate: toNumberOrNull(form.hourlyRate),
      skills: splitList(form.skills),
      certifications: splitList(form.certifications),
    };
    const parsed = updateEmployeeRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(input);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => openChange(e.open)}
      placement="center"
      scrollBehavior="inside"
      size="lg"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Pencil size={16} aria-hidden />
          Edit Profile
        </Button>
      </Dialog.Trigger>
      <FormDialogContent
        title="Edit Employee Profile"
        onSubmit={submit}
        submitLabel="Save Changes"
        pending={update.isPending}
        pendingLabel="Saving..."
        onCancel={() => openChange(false)}
      >
        <Stack gap="6">
          <Section title="Personal Information">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                name="firstName"
                label="First Name"
                required
                value={form.firstName}
                onChange={set('firstName')}
                error={errors.firstName}
              />
              <TextField
                name="lastName"
                label="Last Name"
                required
                value={form.lastName}
                onChange={set('lastName')}
                error={errors.lastName}
              />
              <TextField
                name="email"
                label="Email"
                type="email"
                required
                value={form.email}
                onChange={set('email')}
                error={errors.email}
              />
              <TextField
                name="phone"
                label="Phone"
                type="tel"
                value={form.phone}
                onChange={set('phone')}
                error={errors.phone}
              />
            </SimpleGrid>
            <TextField
              name="address"
              label="Address"
              rows={2}
              value={form.address}
              onChange={set('address')}
              error={errors.address}
            />
            <TextField
              name="profileImageUrl"
              label="Profile Image URL"
              type="url"
              value={form.profileImageUrl}
              onChange={set('profileImageUrl')}
              error={errors.profileImageUrl}
            />
          </Section>
          <Section title="Employment Information">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                name="position"
                label="Position"
                required
                value={form.position}
                onChange={set('position')}
                error={errors.position}
              />
              <TextField
                name="department"
                label="Department"
                value={form.department}
                onChange={set('department')}
                error={errors.department}
              />
              <TextField
                name="employeeId"
                label="Employee ID"
                placeholder="EMP-001"
                value={form.employeeId}
                onChange={set('employeeId')}
                error={errors.employeeId}
              />
              <TextField
                name="hireDate"
                label="Hire Date"
                type="date"
                required
                value={form.hireDate}
                onChange={set('hireDate')}
                error={errors.hireDate}
              />
              <EmploymentTypeField value={form.employmentType} onChange={set('employmentType')} />
            </SimpleGrid>
          </Section>
          <Section title="Compensation">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                name="salary"
                label="Annual Salary"
                inputMode="decimal"
                helper="Leave empty if paid hourly"
                value={form.salary}
                onChange={set('salary')}
                error={errors.salary}
              />
              <TextField
                name="hourlyRate"
                label="Hourly Rate"
                inputMode="decimal"
                helper="Leave empty if salaried"
                value={form.hourlyRate}
                onChange={set('hourlyRate')}
                error={errors.hourlyRate}
              />
            </SimpleGrid>
          </Section>
          <Section title="Skills & Certifications">
            <TextField
              name="skills"
              label="Skills"
              helper="Enter skills separated by commas"
              value={form.skills}
              onChange={set('skills')}
              error={errors.skills}
            />
            <TextField
              name="certifications"
              label="Certifications"
              helper="Enter certifications separated by commas"
              value={form.certifications}
              onChange={set('certifications')}
              error={errors.certifications}
            />
          </Section>
        </Stack>
      </FormDialogContent>
    </Dialog.Root>
  );
}
