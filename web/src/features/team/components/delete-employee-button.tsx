import { Button } from '@chakra-ui/react';
import type { Employee } from '@shared/schemas/employee';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { ConfirmedAction } from '../../../components/confirm-dialog';
import { useDeleteEmployee } from '../api/delete-employee';

/** 'Delete employee' on the profile: asks first, then deletes and returns to the team list. */
export function DeleteEmployeeButton({ employee }: { employee: Pick<Employee, 'id' | 'firstName' | 'lastName'> }) {
  const navigate = useNavigate();
  const name = `${employee.firstName} ${employee.lastName}`.trim();
  const remove = useDeleteEmployee(employee.id, name, { onDeleted: () => navigate({ to: '/team' }) });
  return (
    <ConfirmedAction
      trigger={(ask) => (
        <Button variant="outline" colorPalette="red" onClick={ask}>
          <Trash2 size={16} aria-hidden />
          Delete employee
        </Button>
      )}
      title="Delete employee?"
      description={`${name} will be deleted with their manager notes, AI insights and competency history. Their tasks stay, unassigned.`}
      confirmLabel="Delete"
      mutation={remove}
    />
  );
}
