import { IconButton } from '@chakra-ui/react';
import { nextTaskStatus, taskStatusLabels } from '@shared/catalog/task-statuses';
import type { TaskStatus } from '@shared/schemas/task';
import { Circle, CircleCheck, CircleDot } from 'lucide-react';

const icons = { pending: Circle, in_progress: CircleDot, completed: CircleCheck } as const;
const colors = { pending: 'fg.muted', in_progress: 'blue.fg', completed: 'green.fg' } as const;

/** The status icon: a click moves the task to the next status (pending → in progress → completed → pending). */
export function TaskStatusButton({
  status,
  onCycle,
  disabled,
}: {
  status: TaskStatus;
  onCycle: () => void;
  disabled?: boolean;
}) {
  const Icon = icons[status];
  return (
    <IconButton
      variant="ghost"
      size="sm"
      rounded="full"
      color={colors[status]}
      onClick={onCycle}
      disabled={disabled}
      aria-label={`Status: ${taskStatusLabels[status]}. Mark as ${taskStatusLabels[nextTaskStatus(status)]}`}
      data-status={status}
    >
      <Icon size={20} aria-hidden />
    </IconButton>
  );
}
