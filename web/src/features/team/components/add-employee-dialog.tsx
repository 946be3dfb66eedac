import { Stack } from '@chakra-ui/react';
import { createEmployeeRequestSchema } from '@shared/schemas/employee';
import type { ReactElement } from 'react';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useForm } from '../../../components/form/use-form';
import { useCreateEmployee } from '../api/create-employee';
import {
  CompensationFields,
  EmploymentFields,
  employeeRequest,
  newEmployeeForm,
  PersonalFields,
} from './employee-form';

/** 'Add New Employee'. `trigger` is the button that opens it ('Add Employee' or 'Add First Employee'). */
export function AddEmployeeDialog({ trigger }: { trigger: ReactElement }) {
  return (
    <FormDialog trigger={trigger} size="lg">
      <AddEmployeeForm />
    </FormDialog>
  );
}

function AddEmployeeForm() {
  const createEmployee = useCreateEmployee();
  const form = useForm({ initial: newEmployeeForm, schema: createEmployeeRequestSchema, toInput: employeeRequest });
  return (
    <DialogForm
      title="Add New Employee"
      form={form}
      mutation={createEmployee}
      submitLabel="Add Employee"
      pendingLabel="Adding..."
    >
      <Stack gap="4">
        <PersonalFields form={form} />
        <EmploymentFields form={form} />
        <CompensationFields form={form} />
      </Stack>
    </DialogForm>
  );
}
