import { Button, Stack } from '@chakra-ui/react';
import { type EmployeeDetail, updateEmployeeRequestSchema } from '@shared/schemas/employee';
import { Pencil } from 'lucide-react';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useForm } from '../../../components/form/use-form';
import { useUpdateEmployee } from '../api/update-employee';
import {
  CompensationFields,
  EmploymentFields,
  employeeFormFrom,
  employeeRequest,
  FormSection,
  PersonalFields,
  SkillsFields,
} from './employee-form';

/** 'Edit Employee Profile': scrollable, four sections; every opening starts from the saved profile (spec §2, §4). */
export function EditProfileDialog({ employee }: { employee: EmployeeDetail }) {
  return (
    <FormDialog
      size="lg"
      trigger={
        <Button variant="outline">
          <Pencil size={16} aria-hidden />
          Edit Profile
        </Button>
      }
    >
      <EditProfileForm employee={employee} />
    </FormDialog>
  );
}

function EditProfileForm({ employee }: { employee: EmployeeDetail }) {
  const update = useUpdateEmployee(employee.id);
  const form = useForm({
    initial: () => employeeFormFrom(employee),
    schema: updateEmployeeRequestSchema,
    toInput: employeeRequest,
  });
  return (
    <DialogForm
      title="Edit Employee Profile"
      form={form}
      mutation={update}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <Stack gap="6">
        <FormSection title="Personal Information">
          <PersonalFields form={form} withAddress />
        </FormSection>
        <FormSection title="Employment Information">
          <EmploymentFields form={form} />
        </FormSection>
        <FormSection title="Compensation">
          <CompensationFields form={form} />
        </FormSection>
        <FormSection title="Skills & Certifications">
          <SkillsFields form={form} />
        </FormSection>
      </Stack>
    </DialogForm>
  );
}
