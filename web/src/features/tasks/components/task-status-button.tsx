import { Box, IconButton } from '@chakra-ui/react';
import { nextTaskStatus, taskStatusLabels } from '@shared/catalog/task-statuses';
import type { TaskStatus } from '@shared/schemas/task';
import { Circle, CircleCheck, CircleDot } from 'lucide-react';

const icons = { pending: Circle, in_progress: CircleDot, completed: CircleCheck } as const;
const colors = { pending: 'fg.muted', in_progress: 'blue.fg', completed: 'green.fg' } as const;

/**
 * The status icon: a click moves the task to the next status (pending → in progress → completed → pending). Read-only
 * (the icon alone) for whoever may not change the task's status.
 */
export function TaskStatusButton({
  status,
  onCycle,
  disabled,
  readOnly,
}: {
  status: TaskStatus;
  onCycle: () => void;
  disabled?: boolean;
  readOnly?: boolean;
}) {
  const Icon = icons[status];
  if (readOnly) {
    return (
      <Box
        role="img"
        aria-label={`Status: ${taskStatusLabels[status]}`}
        color={colors[status]}
        p="2"
        flexShrink={0}
        data-status={status}
      >
        <Icon size={20} aria-hidden />
      </Box>
    );
  }
  return (
    <IconButton
      variant="ghost"
      size="sm"
      rounded="full"
      color={colors[status]}
      // Busy while the last change is sent, yet never `disabled`: a disabled button drops the keyboard's focus to the
      // page, and whoever pressed Enter on it would have to Tab back from the top to press it again.
      onClick={() => {
        if (!disabled) onCycle();
      }}
      aria-disabled={disabled || undefined}
      aria-label={`Status: ${taskStatusLabels[status]}. Mark as ${taskStatusLabels[nextTaskStatus(status)]}`}
      data-status={status}
    >
      <Icon size={20} aria-hidden />
    </IconButton>
  );
}
