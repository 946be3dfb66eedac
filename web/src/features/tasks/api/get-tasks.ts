import { buildPath, routeById } from '@shared/api/routes';
import type { Task } from '@shared/schemas/task';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const TASKS_URL = buildPath(routeById('listTasks').path);

export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: [TASKS_URL],
    queryFn: ({ signal }) => apiGet<Task[]>(TASKS_URL, signal),
  });

export function useTasks() {
  return useQuery(tasksQueryOptions());
}
