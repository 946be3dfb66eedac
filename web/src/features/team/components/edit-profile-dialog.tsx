import { Button } from '@chakra-ui/react';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { updateEmployeeRequestSchema } from '@shared/schemas/employee-requests';
import { Pencil } from 'lucide-react';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { useUpdateEmployee } from '../api/update-employee';
import { EmployeeForm, employeeFormFrom } from './employee-form';

/** 'Edit Employee Profile': scrollable, four sections; every opening starts from the saved profile (spec §2, §4). */
export function EditProfileDialog({ employee }: { employee: EmployeeDetail }) {
  return (
    <FormDialogRoot
      size="lg"
      trigger={
        <Button variant="outline">
          <Pencil size={16} aria-hidden />
          Edit Profile
        </Button>
      }
    >
      <EditProfileForm employee={employee} />
    </FormDialogRoot>
  );
}

function EditProfileForm({ employee }: { employee: EmployeeDetail }) {
  const update = useUpdateEmployee(employee.id);
  return (
    <EmployeeForm
      full
      title="Edit Employee Profile"
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      initial={() => employeeFormFrom(employee)}
      schema={updateEmployeeRequestSchema}
      mutation={update}
    />
  );
}
