import { Badge, Button, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { nextTaskStatus, taskPriorityLabels, taskStatusLabels } from '@shared/catalog/task-statuses';
import type { Task } from '@shared/schemas/task';
import type { CalendarDay } from '@shared/tasks/task-due';
import { Calendar, Pencil, UserCheck, UserMinus, UserPlus, UserSearch, Zap } from 'lucide-react';
import { DeleteButton } from '../../../components/delete-button';
import { formatDay } from '../../../lib/format-date';
import { useCanCall, useMayChangeTask } from '../../../lib/use-can';
import { TaskDueBadge } from './task-due-badge';
import { TaskStatusButton } from './task-status-button';

const priorityPalette = { low: 'gray', medium: 'blue', high: 'red' } as const;
const statusPalette = { pending: 'gray', in_progress: 'blue', completed: 'green' } as const;

interface TaskCardProps {
  task: Task;
  /** The workspace's calendar date, which decides 'Overdue' and 'Due soon'. */
  today: CalendarDay;
  onChangeStatus: (task: Task, status: Task['status']) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onFindTeamMember: (task: Task) => void;
  onPickAssignee: (task: Task) => void;
  onUnassign: (task: Task) => void;
  /** The assignee's name, when the page knows it (the team directory owns employees). */
  assigneeName?: string;
  statusPending?: boolean;
}

export function TaskCard({
  task,
  today,
  onChangeStatus,
  onEdit,
  onDelete,
  onFindTeamMember,
  onPickAssignee,
  onUnassign,
  assigneeName,
  statusPending,
}: TaskCardProps) {
  const completed = task.status === 'completed';
  // A completed task's title is struck through and muted, whether or not it opens the edit dialog.
  const titleLook = completed ? ({ textDecoration: 'line-through', color: 'fg.muted' } as const) : {};
  // Only the actions the API would allow this person on this task (the rule of `shared/tasks/task-permissions.ts`).
  const mayChange = useMayChangeTask();
  const canEdit = mayChange(task, { kind: 'edit', fields: ['title'] });
  const canSetStatus = mayChange(task, { kind: 'edit', fields: ['status'] });
  const canAssign = mayChange(task, { kind: 'assign' });
  // The AI match needs AI on; assigning directly does not.
  const canFindMember = useCanCall('recommendAssignment');
  const canDelete = mayChange(task, { kind: 'delete' });
  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="task-card" aria-label={task.title}>
      <Card.Body>
        <Flex align="start" gap="3" wrap="wrap">
          <HStack align="start" gap="3" flex="1 1 16rem" minW="0">
            <TaskStatusButton
              status={task.status}
              disabled={statusPending}
              readOnly={!canSetStatus}
              onCycle={() => onChangeStatus(task, nextTaskStatus(task.status))}
            />
            <Stack gap="1.5" flex="1" minW="0">
              <Text as="h2" fontWeight="semibold" wordBreak="break-word">
                {/* The title opens the edit dialog: a button, so the keyboard reaches it too. */}
                {canEdit ? (
                  <Button
                    variant="plain"
                    p="0"
                    h="auto"
                    minW="0"
                    fontWeight="inherit"
                    textAlign="start"
                    whiteSpace="normal"
                    {...titleLook}
                    _hover={{ textDecoration: 'underline' }}
                    onClick={() => onEdit(task)}
                  >
                    {task.title}
                  </Button>
                ) : (
                  <Text as="span" {...titleLook}>
                    {task.title}
                  </Text>
                )}
              </Text>
              {task.description ? (
                <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
                  {task.description}
                </Text>
              ) : null}
              <HStack gap="2" wrap="wrap" fontSize="xs">
                <Badge colorPalette={statusPalette[task.status]}>{taskStatusLabels[task.status]}</Badge>
                <Badge colorPalette={priorityPalette[task.priority]} variant="outline">
                  {taskPriorityLabels[task.priority]} priority
                </Badge>
                {task.dueDate ? (
                  <HStack gap="1" color="fg.muted">
                    <Calendar size={12} aria-hidden />
                    <Text>Due {formatDay(task.dueDate)}</Text>
                  </HStack>
                ) : null}
                <TaskDueBadge task={task} today={today} />
                {task.assigneeEmployeeId ? (
                  <Badge colorPalette="teal" variant="subtle">
                    <UserCheck size={12} aria-hidden />
                    {assigneeName ? `Assigned to ${assigneeName}` : 'Assigned'}
                  </Badge>
                ) : null}
                {task.createdByAutomationId ? (
                  <Badge colorPalette="purple" variant="subtle">
                    <Zap size={12} aria-hidden />
                    From automation
                  </Badge>
                ) : null}
              </HStack>
            </Stack>
          </HStack>
          <HStack gap="1" flexShrink={0} wrap="wrap" justify="end" ms="auto">
            {!completed && canAssign && canFindMember ? (
              <Button size="xs" variant="outline" onClick={() => onFindTeamMember(task)}>
                <UserSearch size={14} aria-hidden />
                Find Team Member
              </Button>
            ) : null}
            {canAssign ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => onPickAssignee(task)}
                aria-label={`${task.assigneeEmployeeId ? 'Reassign' : 'Assign'} task ${task.title}`}
              >
                <UserPlus size={14} aria-hidden />
                {task.assigneeEmployeeId ? 'Reassign' : 'Assign'}
              </Button>
            ) : null}
            {task.assigneeEmployeeId && canAssign ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => onUnassign(task)}
                aria-label={`Unassign task ${task.title}`}
              >
                <UserMinus size={14} aria-hidden />
                Unassign
              </Button>
            ) : null}
            {canEdit ? (
              <IconButton size="xs" variant="ghost" aria-label={`Edit task ${task.title}`} onClick={() => onEdit(task)}>
                <Pencil size={14} aria-hidden />
              </IconButton>
            ) : null}
            {canDelete ? <DeleteButton label={`Delete task ${task.title}`} onClick={() => onDelete(task)} /> : null}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
