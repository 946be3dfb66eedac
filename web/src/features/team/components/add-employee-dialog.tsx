import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { createEmployeeRequestSchema, DEFAULT_EMPLOYMENT_TYPE, type EmploymentType } from '@shared/schemas/employee';
import { format } from 'date-fns';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormDialogContent } from '../../../components/form-dialog-content';
import { useCreateEmployee } from '../api/create-employee';
import { EmploymentTypeField, fieldErrors, TextField } from './employee-form-fields';

interface AddForm {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  department: string;
  employeeId: string;
  phone: string;
  hireDate: string;
  employmentType: EmploymentType;
  salary: string;
  hourlyRate: string;
  profileImageUrl: string;
}

/** A fresh form: full-time, hired today (spec §4). */
const emptyForm = (): AddForm => ({
  firstName: '',
  lastName: '',
  email: '',
  position: '',
  department: '',
  employeeId: '',
  phone: '',
  hireDate: format(new Date(), 'yyyy-MM-dd'),
  employmentType: DEFAULT_EMPLOYMENT_TYPE,
  salary: '',
  hourlyRate: '',
  profileImageUrl: '',
});

/** 'Add New Employee'. `trigger` is the button that opens it ('Add Employee' or 'Add First Employee'). */
export function AddEmployeeDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<AddForm>(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createEmployee = useCreateEmployee({
    onSuccess: () => {
      setOpen(false);
      setForm(emptyForm());
    },
  });
  const set = (key: keyof AddForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Salary and hourly rate are typed as text and sent as numbers (spec §5); empty means none.
    const input = {
      ...form,
      salary: form.salary.trim() === '' ? null : Number(form.salary),
      hourlyRate: form.hourlyRate.trim() === '' ? null : Number(form.hourlyRate),
    };
    const parsed = createEmployeeRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    createEmployee.mutate(input);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) setErrors({});
      }}
      placement="center"
      scrollBehavior="inside"
      size="lg"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <FormDialogContent
        title="Add New Employee"
        onSubmit={submit}
        submitLabel="Add Employee"
        pending={createEmployee.isPending}
        pendingLabel="Adding..."
      >
        <Stack gap="4">
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
          </SimpleGrid>
          <TextField
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            required
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
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
              name="phone"
              label="Phone"
              type="tel"
              inputMode="tel"
              value={form.phone}
              onChange={set('phone')}
              error={errors.phone}
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
          <TextField
            name="profileImageUrl"
            label="Profile Image URL"
            type="url"
            inputMode="url"
            value={form.profileImageUrl}
            onChange={set('profileImageUrl')}
            error={errors.profileImageUrl}
          />
        </Stack>
      </FormDialogContent>
    </Dialog.Root>
  );
}
