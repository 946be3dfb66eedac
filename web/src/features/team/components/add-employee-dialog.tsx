import { createEmployeeRequestSchema } from '@shared/schemas/employee-requests';
import type { ReactElement } from 'react';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { useCreateEmployee } from '../api/create-employee';
import { EmployeeForm, newEmployeeForm } from './employee-form';

/** 'Add New Employee'. `trigger` is the button that opens it ('Add Employee' or 'Add First Employee'). */
export function AddEmployeeDialog({ trigger }: { trigger: ReactElement }) {
  return (
    <FormDialogRoot trigger={trigger} size="lg">
      <AddEmployeeForm />
    </FormDialogRoot>
  );
}

function AddEmployeeForm() {
  const createEmployee = useCreateEmployee();
  return (
    <EmployeeForm
      title="Add New Employee"
      submitLabel="Add Employee"
      pendingLabel="Adding..."
      initial={newEmployeeForm}
      schema={createEmployeeRequestSchema}
      mutation={createEmployee}
    />
  );
}
