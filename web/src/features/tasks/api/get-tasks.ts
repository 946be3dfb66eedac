import type { TaskStatus } from '@shared/schemas/task';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

/** The task list's pages, of one status when filtered (the server filters, through its status index). */
export const tasksQueryOptions = (status?: TaskStatus) =>
  pagedQueryOptions('listTasks', { filters: status ? { status } : {} });

/** The task list's cache key: every filtered view sits under it; other features refresh the list through it. */
export const tasksQueryKey = tasksQueryOptions().queryKey;

export function useTasks(status?: TaskStatus) {
  return withItems(useInfiniteQuery(tasksQueryOptions(status)));
}
