import { Button, Flex, Group, Input, NativeSelect } from '@chakra-ui/react';
import { type TaskStatusFilter, taskStatusFilters } from '@shared/catalog/task-statuses';
import type { Employee } from '@shared/schemas/employee';
import type { Task, TaskSort } from '@shared/schemas/task';
import { calendarDayIn, isOverdue } from '@shared/tasks/task-due';
import { AlarmClock, ListTodo } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AiOffNotice } from '../../../components/ai-off-notice';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { ExportLink } from '../../../components/export-link';
import { EmptyList, LoadingList } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/query-states';
import { useAiEnabled, useCan, useCanCall } from '../../../lib/use-can';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteTask } from '../api/delete-task';
import { DEFAULT_TASK_SORT, useTasks } from '../api/get-tasks';
import { useAssignTaskTo, useUpdateTask } from '../api/update-task';
import { AssigneePicker, fullName } from './assignee-picker';
import { EditTaskDialog } from './edit-task-dialog';
import { NewTaskDialog } from './new-task-dialog';
import { TaskCard } from './task-card';

export interface TasksPageProps {
  /** Opens the team directory's AI assignment dialog for a task; the route composes the two features. */
  onFindTeamMember: (task: Task) => void;
  /** Opens on the Overdue filter (the dashboard's link to the overdue tasks). */
  overdueOnly?: boolean;
}

/** The sort control's choices; the first is the screen's default (status, then due date, then priority). */
const sortOptions: readonly { value: TaskSort; label: string }[] = [
  { value: 'status', label: 'Status' },
  { value: 'due', label: 'Due date' },
  { value: 'priority', label: 'Priority' },
  { value: 'created', label: 'Newest' },
  { value: 'title', label: 'Title' },
];

export function TasksPage({ onFindTeamMember, overdueOnly: startOverdue = false }: TasksPageProps) {
  const [filter, setFilter] = useState<TaskStatusFilter>('all');
  const [overdueOnly, setOverdueOnly] = useState(startOverdue);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TaskSort>(DEFAULT_TASK_SORT);
  const q = useDebouncedValue(search.trim(), 300);
  // The server filters, searches and orders; an optimistic change may still move a task out of view.
  const tasks = useTasks({ status: filter === 'all' ? undefined : filter, overdue: overdueOnly, q, sort });
  const updateTask = useUpdateTask();
  const assignTask = useAssignTaskTo();
  const deleteTask = useDeleteTask();
  const canCreate = useCanCall('createTask');
  // 'Find Team Member' is AI matching: with AI off its buttons go, and the page says why once, above the tasks.
  const aiEnabled = useAiEnabled();
  const mayMatch = useCan('tasks.contribute');
  const matchingOff = !aiEnabled && mayMatch;
  const [toDelete, setToDelete] = useState<Task>();
  const [editing, setEditing] = useState<Task>();
  const [picking, setPicking] = useState<Task>();
  // Names of people just picked, until the list's next answer names them.
  const [pickedNames, setPickedNames] = useState<Record<string, string>>({});

  // "Today" in the workspace's zone, as the server decided `overdue` (UTC until the first page says).
  const today = calendarDayIn(new Date(), tasks.firstPage?.timeZone ?? 'UTC');
  const visible = useMemo(
    () =>
      tasks.items.filter(
        (task) => (filter === 'all' || task.status === filter) && (!overdueOnly || isOverdue(task, today)),
      ),
    [tasks.items, filter, overdueOnly, today],
  );
  const assigneeNames = useMemo(
    () =>
      Object.assign({ ...pickedNames }, ...(tasks.data?.pages.map((page) => page.assigneeNames) ?? [])) as Record<
        string,
        string
      >,
    [tasks.data, pickedNames],
  );

  const pick = (task: Task, employee: Employee) => {
    setPickedNames((names) => ({ ...names, [employee.id]: fullName(employee) }));
    setPicking(undefined);
    assignTask.mutate({ id: task.id, assigneeEmployeeId: employee.id });
  };
  const searching = Boolean(q) || overdueOnly;

  return (
    <Page
      title="Tasks"
      description="Plan the work, track it to done, and let automations follow up."
      actions={
        <>
          <ExportLink route="exportTasks" />
          {canCreate ? <NewTaskDialog /> : null}
        </>
      }
    >
      <Flex gap="3" wrap="wrap" align="center">
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
        <Button
          size="sm"
          colorPalette="red"
          variant={overdueOnly ? 'solid' : 'outline'}
          aria-pressed={overdueOnly}
          onClick={() => setOverdueOnly((on) => !on)}
        >
          <AlarmClock size={14} aria-hidden />
          Overdue
        </Button>
        <Input
          type="search"
          size="sm"
          flex="1 1 12rem"
          maxW="20rem"
          aria-label="Search tasks"
          placeholder="Search tasks"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Sort tasks by"
            value={sort}
            onChange={(e) => setSort(sortOptions.find((o) => o.value === e.target.value)?.value ?? sort)}
          >
            {sortOptions.map((o) => (
              <option key={o.value} value={o.value}>
                Sort: {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {matchingOff ? <AiOffNotice /> : null}

      <PagedList
        query={tasks}
        items={visible}
        what="tasks"
        label="Tasks"
        loading={<LoadingList label="Loading tasks" count={3} height="20" />}
        empty={
          searching ? (
            <EmptyList
              icon={<ListTodo aria-hidden />}
              title={q ? `No tasks match “${q}”` : 'No overdue tasks'}
              description="Change the search or the filters to see the rest."
            />
          ) : (
            <EmptyList
              icon={<ListTodo aria-hidden />}
              title={filter === 'all' ? 'No tasks yet' : `No ${labelOf(filter).toLowerCase()} tasks`}
              description={
                filter !== 'all'
                  ? 'Choose another filter to see the rest.'
                  : canCreate
                    ? "Create your first task with 'New Task'."
                    : 'Tasks your workspace creates will show here.'
              }
            />
          )
        }
      >
        {(task) => (
          <TaskCard
            task={task}
            today={today}
            statusPending={updateTask.isPending && updateTask.variables?.id === task.id}
            onChangeStatus={(t, status) => updateTask.mutate({ id: t.id, status })}
            onEdit={setEditing}
            onDelete={setToDelete}
            onFindTeamMember={onFindTeamMember}
            onPickAssignee={setPicking}
            onUnassign={(t) => updateTask.mutate({ id: t.id, assigneeEmployeeId: null })}
            assigneeName={task.assigneeEmployeeId ? assigneeNames[task.assigneeEmployeeId] : undefined}
          />
        )}
      </PagedList>

      <EditTaskDialog task={editing} onClose={() => setEditing(undefined)} />
      <AssigneePicker task={picking} onPick={pick} onClose={() => setPicking(undefined)} />
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(undefined)}
        remove={deleteTask}
        title="Delete task?"
        description={`“${toDelete?.title ?? ''}” will be deleted permanently.`}
      />
    </Page>
  );
}

const labelOf = (filter: TaskStatusFilter) => taskStatusFilters.find((f) => f.value === filter)?.label ?? '';
