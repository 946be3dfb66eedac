import { createFileRoute } from '@tanstack/react-router';
import { tasksQueryOptions } from '../features/tasks/api/get-tasks';
import { TasksPage } from '../features/tasks/components/tasks-page';

export const Route = createFileRoute('/tasks')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(tasksQueryOptions()),
  component: () => <TasksPage />,
});
