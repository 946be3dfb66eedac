import { Badge, Button, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { calendarDayIn } from '@shared/tasks/task-due';
import { ScreenLink } from '../../../components/screen-link';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from '../../../lib/format-date';
import { useEveryPage } from '../../../lib/paged-query';
import { serverMessage } from '../../../lib/server-message';
import { useTasks } from '../api/get-tasks';
import { TaskDueBadge } from './task-due-badge';

/** How many of the overdue tasks the card names; the count covers them all. */
export const OVERDUE_SHOWN = 5;

/**
 * The dashboard's 'Overdue tasks': how many tasks are past their due day and not done, the most overdue first, from
 * the same `?overdue=true` answer as the Tasks screen's Overdue filter (so the two counts agree). Every page is read
 * for the count; a task change refreshes it with the task list.
 */
export function OverdueTasksCard() {
  const overdue = useEveryPage(useTasks({ overdue: true, sort: 'due' }));
  const complete = overdue.isSuccess && !overdue.hasNextPage;
  const today = calendarDayIn(new Date(), overdue.firstPage?.timeZone ?? 'UTC');
  const count = overdue.items.length;
  return (
    <SectionCard title="Overdue tasks">
      {overdue.isError ? (
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.error">
            Overdue tasks could not be loaded: {serverMessage(overdue.error) ?? overdue.error.message}
          </Text>
          <Button size="xs" variant="outline" onClick={() => overdue.refetch()}>
            Try again
          </Button>
        </HStack>
      ) : !complete ? (
        <Skeleton height="10" aria-label="Loading overdue tasks" />
      ) : count === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing is overdue. <ScreenLink to="/tasks">Open Tasks</ScreenLink>
        </Text>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" data-testid="overdue-count">
            <chakra.span fontSize="2xl" fontWeight="bold" color="fg.error" me="2">
              {count}
            </chakra.span>
            {count === 1
              ? 'task is past its due date and not completed'
              : 'tasks are past their due date and not completed'}
          </Text>
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2" aria-label="Overdue tasks">
            {overdue.items.slice(0, OVERDUE_SHOWN).map((task) => (
              <HStack as="li" key={task.id} gap="2" wrap="wrap" fontSize="sm">
                <Text fontWeight="medium" wordBreak="break-word">
                  {task.title}
                </Text>
                {task.dueDate ? <Text color="fg.muted">Due {formatDay(task.dueDate)}</Text> : null}
                <TaskDueBadge task={task} today={today} />
                {task.priority === 'high' ? (
                  <Badge colorPalette="red" variant="outline">
                    High priority
                  </Badge>
                ) : null}
              </HStack>
            ))}
          </chakra.ul>
          <Text fontSize="sm">
            <ScreenLink to="/tasks?overdue=true">
              {count > OVERDUE_SHOWN ? `See all ${count} overdue tasks` : 'Open overdue tasks'}
            </ScreenLink>
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
