import { Button, Group, Stack } from '@chakra-ui/react';
import { type TaskStatusFilter, taskStatusFilters } from '@shared/catalog/task-statuses';
import type { Task } from '@shared/schemas/task';
import { ListTodo } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { ExportLink } from '../../../components/export-link';
import { EmptyList, LoadingList } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/query-states';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { NewTaskDialog } from './new-task-dialog';
import { TaskCard } from './task-card';

export interface TasksPageProps {
  /** Opens the team directory's AI assignment dialog for a task; the route composes the two features. */
  onFindTeamMember: (task: Task) => void;
}

export function TasksPage({ onFindTeamMember }: TasksPageProps) {
  const [filter, setFilter] = useState<TaskStatusFilter>('all');
  // The server filters (through its status index); an optimistic status change may still move a task out of view.
  const tasks = useTasks(filter === 'all' ? undefined : filter);
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const [toDelete, setToDelete] = useState<Task>();

  const visible = useMemo(
    () => tasks.items.filter((task) => filter === 'all' || task.status === filter),
    [tasks.items, filter],
  );
  const assigneeNames = useMemo(
    () => Object.assign({}, ...(tasks.data?.pages.map((page) => page.assigneeNames) ?? [])) as Record<string, string>,
    [tasks.data],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Tasks"
        description="Plan the work, track it to done, and let automations follow up."
        actions={
          <>
            <ExportLink route="exportTasks" />
            <NewTaskDialog />
          </>
        }
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

      <PagedList
        query={tasks}
        items={visible}
        what="tasks"
        label="Tasks"
        loading={<LoadingList label="Loading tasks" count={3} height="20" />}
        failed="Tasks could not be loaded"
        empty={
          <EmptyList
            icon={<ListTodo aria-hidden />}
            title={filter === 'all' ? 'No tasks yet' : `No ${labelOf(filter).toLowerCase()} tasks`}
            description={
              filter === 'all' ? "Create your first task with 'New Task'." : 'Choose another filter to see the rest.'
            }
          />
        }
      >
        {(task) => (
          <TaskCard
            task={task}
            statusPending={updateTask.isPending && updateTask.variables?.id === task.id}
            onChangeStatus={(t, status) => updateTask.mutate({ id: t.id, status })}
            onDelete={setToDelete}
            onFindTeamMember={onFindTeamMember}
            assigneeName={task.assigneeEmployeeId ? assigneeNames[task.assigneeEmployeeId] : undefined}
          />
        )}
      </PagedList>

      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(undefined)}
        remove={deleteTask}
        title="Delete task?"
        description={`“${toDelete?.title ?? ''}” will be deleted permanently.`}
      />
    </Stack>
  );
}

const labelOf = (filter: TaskStatusFilter) => taskStatusFilters.find((f) => f.value === filter)?.label ?? '';
