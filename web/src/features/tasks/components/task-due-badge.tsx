import { Badge } from '@chakra-ui/react';
import { type CalendarDay, type TaskDueFacts, taskDueState } from '@shared/tasks/task-due';
import { AlarmClock, CalendarClock } from 'lucide-react';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * 'Overdue' (red, with how many days) or 'Due soon' (within two days) beside the due date, decided by the same rule
 * as the server's `overdue` on the workspace's `today`; nothing for a task due later, completed or without a date.
 */
export function TaskDueBadge({ task, today }: { task: TaskDueFacts; today: CalendarDay }) {
  const state = taskDueState(task, today);
  if (state.kind === 'overdue') {
    return (
      <Badge colorPalette="red" variant="solid" data-testid="task-due-badge">
        <AlarmClock size={12} aria-hidden />
        Overdue by {days(state.daysOverdue)}
      </Badge>
    );
  }
  if (state.kind === 'due_soon') {
    const when = state.daysLeft === 0 ? 'today' : state.daysLeft === 1 ? 'tomorrow' : `in ${days(state.daysLeft)}`;
    return (
      <Badge colorPalette="orange" variant="subtle" data-testid="task-due-badge" title={`Due ${when}`}>
        <CalendarClock size={12} aria-hidden />
        Due soon
      </Badge>
    );
  }
  return null;
}
