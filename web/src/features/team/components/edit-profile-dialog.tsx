import { Button } from '@chakra-ui/react';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { Pencil } from 'lucide-react';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { lazyDialogForm } from '../../../components/form/lazy-dialog-form';

const EditProfileForm = lazyDialogForm('Edit Employee Profile', () =>
  import('./edit-profile-form').then((m) => m.EditProfileForm),
);

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
