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

/** `PATCH /api/tasks/{id}` body: the spec's client sends `{status}`; the other editable fields are accepted too. */
export const updateTaskInputSchema = patchOf({
  title,
  description,
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  dueDate,
});
export type UpdateTaskInput = z.input<typeof updateTaskInputSchema>;
export type TaskChanges = z.output<typeof updateTaskInputSchema>;

/** `GET /api/tasks` query: a page (`?limit=&cursor=`), optionally of one status (served by an index, not a filter). */
export const taskListQuerySchema = z.extend(pageQuerySchema, { status: z.optional(taskStatusSchema) });
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** The workspace's tasks by status, from a counter (never by reading the list). */
export const taskCountsSchema = z.object({ pending: z.number(), in_progress: z.number(), completed: z.number() });
export type TaskCounts = z.infer<typeof taskCountsSchema>;

/**
 * A page of tasks (newest first) with what the Tasks screen shows beside it in the same answer: the counts by status
 * and the names of the page's assignees (so the screen never loads the team to name them).
 */
export const taskPageSchema = z.extend(pageOf(taskSchema), {
  counts: taskCountsSchema,
  assigneeNames: z.record(z.string(), z.string()),
});
export type TaskPage = z.infer<typeof taskPageSchema>;
