import { Button, CloseButton, Dialog, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Employee } from '@shared/schemas/employee';
import type { Task } from '@shared/schemas/task';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LazyDialogRoot } from '../../../components/form/form-dialog-root';
import { LoadMore } from '../../../components/load-more';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEmployees } from '../../team/api/get-employees';

export const fullName = (employee: Pick<Employee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`.trim();

interface AssigneePickerProps {
  /** The task to assign; the picker is open while it is set. */
  task: Task | undefined;
  onPick: (task: Task, employee: Employee) => void;
  onClose: () => void;
}

/**
 * Assign a task directly: the workspace's employees, searched by the server as one types, one button each. Beside the AI 'Find Team Member' dialog, for when the manager already knows who.
 */
export function AssigneePicker({ task, onPick, onClose }: AssigneePickerProps) {
  return (
    <LazyDialogRoot open={Boolean(task)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Header>
        <Stack gap="1">
          <Dialog.Title>Assign Task</Dialog.Title>
          <Dialog.Description color="fg.muted" fontSize="sm">
            Who takes “{task?.title}”?
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>{task ? <EmployeeChoices task={task} onPick={onPick} /> : null}</Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </LazyDialogRoot>
  );
}

function EmployeeChoices({ task, onPick }: { task: Task; onPick: AssigneePickerProps['onPick'] }) {
  const [search, setSearch] = useState('');
  const asked = useDebouncedValue(search.trim(), 250);
  const employees = useEmployees(asked ? { search: asked } : {});

  return (
    <Stack gap="3">
      <Input
        type="search"
        aria-label="Search employees"
        placeholder="Search team members"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoFocus
      />
      {employees.isPending ? (
        <Stack direction="row" gap="2" py="4" justify="center" color="fg.muted" aria-live="polite">
          <Spinner size="sm" />
          <Text>Loading team members…</Text>
        </Stack>
      ) : employees.isError ? (
        <Stack gap="2" align="center" py="4">
          <Text>Team members could not be loaded.</Text>
          <Button size="sm" variant="outline" onClick={() => void employees.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : employees.items.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          {asked ? (
            `No team member matches “${asked}”.`
          ) : (
            <>
              No team members yet. Add employees on the{' '}
              <Link to="/team" style={{ textDecoration: 'underline' }}>
                Team page
              </Link>
              .
            </>
          )}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Team members" maxH="20rem" overflowY="auto">
          {employees.items.map((employee) => {
            const current = employee.id === task.assigneeEmployeeId;
            return (
              <li key={employee.id}>
                <Button
                  variant={current ? 'subtle' : 'ghost'}
                  justifyContent="start"
                  w="full"
                  h="auto"
                  py="2"
                  disabled={current}
                  onClick={() => onPick(task, employee)}
                  aria-label={current ? `${fullName(employee)} (assigned)` : `Assign to ${fullName(employee)}`}
                >
                  <Stack gap="0" align="start" minW="0">
                    <Text fontWeight="semibold">{fullName(employee)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {employee.position}
                      {employee.department ? ` · ${employee.department}` : ''}
                    </Text>
                  </Stack>
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
      <LoadMore
        hasNextPage={employees.hasNextPage}
        isFetchingNextPage={employees.isFetchingNextPage}
        fetchNextPage={employees.fetchNextPage}
        what="team members"
      />
    </Stack>
  );
}
