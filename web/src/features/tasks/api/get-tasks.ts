import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const tasksQueryOptions = () => routeQueryOptions('listTasks');

/** The task list's cache key; other features refresh the list through it. */
export const tasksQueryKey = tasksQueryOptions().queryKey;

export function useTasks() {
  return useQuery(tasksQueryOptions());
}
