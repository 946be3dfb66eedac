import { Badge, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { nextTaskStatus, taskPriorityLabels, taskStatusLabels } from '@shared/catalog/task-statuses';
import type { Task } from '@shared/schemas/task';
import { Calendar, UserCheck, UserSearch, Zap } from 'lucide-react';
import { DeleteButton } from '../../../components/delete-button';
import { formatDay } from '../../../lib/format-date';
import { TaskStatusButton } from './task-status-button';

const priorityPalette = { low: 'gray', medium: 'blue', high: 'red' } as const;
const statusPalette = { pending: 'gray', in_progress: 'blue', completed: 'green' } as const;

interface TaskCardProps {
  task: Task;
  onChangeStatus: (task: Task, status: Task['status']) => void;
  onDelete: (task: Task) => void;
  onFindTeamMember: (task: Task) => void;
  /** The assignee's name, when the page knows it (the team directory owns employees). */
  assigneeName?: string;
  statusPending?: boolean;
}

export function TaskCard({
  task,
  onChangeStatus,
  onDelete,
  onFindTeamMember,
  assigneeName,
  statusPending,
}: TaskCardProps) {
  const completed = task.status === 'completed';
  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="task-card" aria-label={task.title}>
      <Card.Body>
        <Flex align="start" gap="3" wrap="wrap">
          <HStack align="start" gap="3" flex="1 1 16rem" minW="0">
            <TaskStatusButton
              status={task.status}
              disabled={statusPending}
              onCycle={() => onChangeStatus(task, nextTaskStatus(task.status))}
            />
            <Stack gap="1.5" flex="1" minW="0">
              <Text
                as="h2"
                fontWeight="semibold"
                textDecoration={completed ? 'line-through' : undefined}
                color={completed ? 'fg.muted' : undefined}
                wordBreak="break-word"
              >
                {task.title}
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
            {!completed ? (
              <Button size="xs" variant="outline" onClick={() => onFindTeamMember(task)}>
                <UserSearch size={14} aria-hidden />
                Find Team Member
              </Button>
            ) : null}
            <DeleteButton label={`Delete task ${task.title}`} onClick={() => onDelete(task)} />
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
