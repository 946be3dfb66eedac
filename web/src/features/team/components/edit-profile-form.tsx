import type { EmployeeDetail } from '@shared/schemas/employee';
import { updateEmployeeRequestSchema } from '@shared/schemas/employee-requests';
import { useUpdateEmployee } from '../api/update-employee';
import { EmployeeForm, employeeFormFrom } from './employee-form';

/** The profile's edit form, loaded when 'Edit Profile' first opens (./edit-profile-dialog). */
export function EditProfileForm({ employee }: { employee: EmployeeDetail }) {
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
