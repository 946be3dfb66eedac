import { routeById } from '@shared/api/routes';
import type { Task } from '@shared/schemas/task';
import { useQuery } from '@tanstack/react-query';
import { routeQueryKey, urlQueryOptions } from '../../../lib/api-query';

/** The task list's cache key; other features refresh the list through it. */
export const tasksQueryKey = routeQueryKey(routeById('listTasks').path);

export const tasksQueryOptions = () => urlQueryOptions<Task[]>(tasksQueryKey);

export function useTasks() {
  return useQuery(tasksQueryOptions());
}
