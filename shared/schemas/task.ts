import * as z from '@shared/zod';
import { nullableString } from './nullable';
import { pageOf, pageQuerySchema } from './pagination';
import { patchOf } from './patch';
import { requiredText } from './required-text';

export const taskStatuses = ['pending', 'in_progress', 'completed'] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskPriorities = ['low', 'medium', 'high'] as const;
export const taskPrioritySchema = z.enum(taskPriorities);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;
/** Spec §4: a new task is medium priority unless the user picks another. */
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

export const TASK_TITLE_REQUIRED = 'Task title is required';
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;

/** A task as the API returns it (spec §3 plus the fields the engine and the team directory need). */
export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableString,
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  dueDate: nullableString,
  /** The user who created the task (the signed-in user; never taken from a request body). */
  userId: z.string(),
  /** Set by the team directory's assignment; `null` while unassigned. */
  assigneeEmployeeId: nullableString,
  /** Set when an automation created the task. */
  createdByAutomationId: nullableString,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set when the task enters completed, cleared when it leaves. */
  completedAt: nullableString,
});
export type Task = z.infer<typeof taskSchema>;

/**
 * A task as the API answers it: its fields and what is derived from them when it is read, never stored: `overdue`,
 * past its due day in the workspace's time zone and not completed (`shared/tasks/task-due.ts`).
 */
export const taskViewSchema = z.extend(taskSchema, { overdue: z.boolean() });
export type TaskView = z.infer<typeof taskViewSchema>;

const title = requiredText(TASK_TITLE_MAX, {
  required: TASK_TITLE_REQUIRED,
  tooLong: `Task title must be at most ${TASK_TITLE_MAX} characters`,
});

/** Empty or blank descriptions are stored as `null` (spec §5). */
const description = z.pipe(
  z.nullish(
    z
      .string()
      .check(z.maxLength(TASK_DESCRIPTION_MAX, `Description must be at most ${TASK_DESCRIPTION_MAX} characters`)),
  ),
  z.transform((value) => (value?.trim() ? value.trim() : null)),
);

/** ISO 8601 date-time (spec §5: the due date is sent as an ISO date-time); `null` or empty means none. */
const dueDate = z.pipe(
  z.nullish(z.union([z.iso.datetime({ offset: true, error: 'Due date must be an ISO date-time' }), z.literal('')])),
  z.transform((value) => (value ? new Date(value).toISOString() : null)),
);

/**
 * `POST /api/tasks` body: {title, description, status, priority, userId, dueDate?} (spec §7). `userId` is
 * accepted for compatibility with the spec's client and ignored: the server records the signed-in user.
 */
export const createTaskInputSchema = z.object({
  title,
  description,
  status: z._default(taskStatusSchema, 'pending'),
  priority: z._default(taskPrioritySchema, DEFAULT_TASK_PRIORITY),
  dueDate,
  userId: z.optional(z.unknown()),
});
export type CreateTaskInput = z.input<typeof createTaskInputSchema>;
/** A new task as the server receives it, defaults applied. */
export type NewTask = z.output<typeof createTaskInputSchema>;

/** An employee of the workspace, or `null` for nobody. */
const assigneeEmployeeId = z.nullable(
  z.string({ error: 'Assignee must be an employee id or null' }).check(z.minLength(1), z.maxLength(64)),
);

/**
 * `PATCH /api/tasks/{id}` body: the spec's client sends `{status}`; the other editable fields are accepted too, each
 * validated as on create. `null` clears the due date and the assignee (and the description).
 */
export const updateTaskInputSchema = patchOf({
  title,
  description,
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  dueDate,
  assigneeEmployeeId,
});
export type UpdateTaskInput = z.input<typeof updateTaskInputSchema>;
export type TaskChanges = z.output<typeof updateTaskInputSchema>;

/**
 * The orders of the task list: `created` newest first (the default); `due` earliest due day first (none last);
 * `priority` high first; `title` A to Z; `status` pending, in progress, completed, each by due day (the screen's).
 * Ties fall to the next of due day and priority, then newest first.
 */
export const taskSorts = ['status', 'due', 'priority', 'created', 'title'] as const;
export const taskSortSchema = z.enum(taskSorts);
export type TaskSort = z.infer<typeof taskSortSchema>;

export const TASK_SEARCH_MAX = 100;

/**
 * `GET /api/tasks` query: a page (`?limit=&cursor=`), optionally of one status (served by an index, not a filter),
 * only the overdue tasks (`?overdue=true`), those whose title or description contains `q` (any case), in `sort`'s
 * order.
 */
export const taskListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(taskStatusSchema),
  overdue: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: 'overdue must be true or false' }),
      z.transform((v) => v === 'true'),
    ),
  ),
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(TASK_SEARCH_MAX, `Search must be at most ${TASK_SEARCH_MAX} characters`)),
  ),
  sort: z.optional(taskSortSchema),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;
export type TaskListFilters = z.output<typeof taskListQuerySchema>;

/** The workspace's tasks by status, from a counter (never by reading the list). */
export const taskCountsSchema = z.object({ pending: z.number(), in_progress: z.number(), completed: z.number() });
export type TaskCounts = z.infer<typeof taskCountsSchema>;

/**
 * A page of tasks (newest first) with what the Tasks screen shows beside it in the same answer: the counts by status
 * and the names of the page's assignees (so the screen never loads the team to name them).
 */
export const taskPageSchema = z.extend(pageOf(taskViewSchema), {
  counts: taskCountsSchema,
  assigneeNames: z.record(z.string(), z.string()),
  /** The workspace's time zone, in which `overdue` was decided (the screen reads its "today" in it too). */
  timeZone: z.string(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;
