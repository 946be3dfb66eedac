import type { TaskSort, TaskStatus } from '@shared/schemas/task';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';

/** What the Tasks screen asks the server for: one status, only the overdue, a search, an order. */
export interface TaskFilters {
  status?: TaskStatus;
  overdue?: boolean;
  q?: string;
  sort?: TaskSort;
}

/** The screen's order until the user picks another: status, then due date, then priority. */
export const DEFAULT_TASK_SORT: TaskSort = 'status';
export const DEFAULT_TASK_FILTERS: TaskFilters = { sort: DEFAULT_TASK_SORT };

/** The task list's pages, filtered, searched and ordered by the server (a status through its status index). */
export const tasksQueryOptions = ({ status, overdue, q, sort }: TaskFilters = {}) =>
  pagedQueryOptions('listTasks', {
    filters: { status, overdue: overdue ? 'true' : undefined, q: q?.trim() || undefined, sort },
  });

/** The task list's cache key: every filtered view sits under it; other features refresh the list through it. */
export const tasksQueryKey = tasksQueryOptions().queryKey;

export function useTasks(filters: TaskFilters = DEFAULT_TASK_FILTERS) {
  return withItems(useInfiniteQuery(tasksQueryOptions(filters)));
}
