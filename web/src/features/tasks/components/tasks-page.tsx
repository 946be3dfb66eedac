import { Button, Group, Skeleton, Stack } from '@chakra-ui/react';
import { type TaskStatusFilter, taskStatusFilters } from '@shared/catalog/task-statuses';
import type { Task } from '@shared/schemas/task';
import { ListTodo } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList, LoadFailed } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { NewTaskDialog } from './new-task-dialog';
import { TaskCard } from './task-card';

export interface TasksPageProps {
  /** Opens the team directory's AI assignment dialog for a task; the route composes the two features. */
  onFindTeamMember: (task: Task) => void;
  /** Names the assignee of a task; the route can pass it from the team directory's employee list. */
  assigneeNameOf?: (task: Task) => string | undefined;
}

export function TasksPage({ onFindTeamMember, assigneeNameOf }: TasksPageProps) {
  const tasks = useTasks();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const [filter, setFilter] = useState<TaskStatusFilter>('all');
  const [toDelete, setToDelete] = useState<Task>();

  const visible = useMemo(
    () => (tasks.data ?? []).filter((task) => filter === 'all' || task.status === filter),
    [tasks.data, filter],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Tasks"
        description="Plan the work, track it to done, and let automations follow up."
        actions={<NewTaskDialog />}
      />

      <Group attached role="group" aria-label="Filter tasks by status" wrap="wrap">
        {taskStatusFilters.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? 'solid' : 'outline'}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </Group>

      {tasks.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading tasks">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="20" rounded="l2" />
          ))}
        </Stack>
      ) : tasks.isError ? (
        <LoadFailed title="Tasks could not be loaded" error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyList
          icon={<ListTodo aria-hidden />}
          title={filter === 'all' ? 'No tasks yet' : `No ${labelOf(filter).toLowerCase()} tasks`}
          description={
            filter === 'all' ? "Create your first task with 'New Task'." : 'Choose another filter to see the rest.'
          }
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Tasks">
          {visible.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              statusPending={updateTask.isPending && updateTask.variables?.id === task.id}
              onChangeStatus={(t, status) => updateTask.mutate({ id: t.id, status })}
              onDelete={setToDelete}
              onFindTeamMember={onFindTeamMember}
              assigneeName={assigneeNameOf?.(task)}
            />
          ))}
        </Stack>
      )}

      <ConfirmDialog
        open={Boolean(toDelete)}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title="Delete task?"
        description={`“${toDelete?.title ?? ''}” will be deleted permanently.`}
        confirmLabel="Delete"
        pending={deleteTask.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          deleteTask.mutate(toDelete.id, { onSettled: () => setToDelete(undefined) });
        }}
      />
    </Stack>
  );
}

const labelOf = (filter: TaskStatusFilter) => taskStatusFilters.find((f) => f.value === filter)?.label ?? '';
