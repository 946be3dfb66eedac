import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type Task, type TaskCounts, type TaskStatus, taskSchema, taskStatusSchema } from '@shared/schemas/task';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import { defineWorkspaceEntity, getItems, type Page, storedVersion } from '../../platform/dynamodb/entity';

/**
 * The stored shape, v1: the API's fields as of v1, picked, so that a field the API adds is neither stored nor
 * required of stored items until a new stored version says how old items get it (functions/data/README.md).
 */
export const storedTaskV1 = z.pick(taskSchema, {
  id: true,
  title: true,
  description: true,
  status: true,
  priority: true,
  dueDate: true,
  userId: true,
  assigneeEmployeeId: true,
  createdByAutomationId: true,
  createdAt: true,
  updatedAt: true,
  completedAt: true,
});

/**
 * v2: a task an automation's run created keeps the run's chain (`automationChain`: the automations whose runs led to
 * it, oldest first), so that its completion, by whoever, carries it and the automation does not run on its own
 * follow-up (functions/domain/automations/chain.ts). Absent on the tasks people create. A v1 task an automation
 * created gets the chain of that automation alone, which is what its run's chain was unless it ran on another's event.
 */
export const storedTaskV2 = z.extend(storedTaskV1, { automationChain: z.optional(z.array(z.string())) });
export type StoredTask = z.infer<typeof storedTaskV2>;

/**
 * Tasks: `WS#<workspaceId>` / `TASK#<ulid>`. The workspace id always comes from the session (or, for the automation
 * runner, from the event the workspace's own request raised). Listing is one Query on the partition, newest first.
 *
 * Two things are kept so that no screen reads them all:
 * - the counts by status, on the workspace's item (`taskCounts`), moved where the dashboard's rollups move
 *   (`recordTaskChange`, `services/kpi/kpi-rollups.ts`), which every change of a task's status already passes;
 * - a status index: one small item `TASKSTATUS#<status>#<taskId>` per status a task has entered, so the tasks of one
 *   status are a prefix Query (newest first, since task ids are ULIDs). It is written before the task, and a task
 *   that leaves the status leaves its entry behind: a reader checks each entry against its task and deletes the stale
 *   ones (a minute after they were written, so an entry written just before its task changes is never taken for
 *   stale), so an entry is never trusted and a crash halfway never hides a task.
 */
const storedTasks = defineWorkspaceEntity('Task', storedTaskV2, 'TASK#{id}', {
  versions: {
    1: storedVersion(storedTaskV1, (task) =>
      task.createdByAutomationId ? { ...task, automationChain: [task.createdByAutomationId] } : task,
    ),
  },
});

const statusEntries = defineWorkspaceEntity(
  'TaskStatusEntry',
  z.object({ id: z.string(), status: taskStatusSchema, writtenAt: z.number() }),
  'TASKSTATUS#{status}#{id}',
);

type TaskKey = { workspaceId: string; id: string };

const STALE_AFTER_MS = 60_000;
const putEntry = (workspaceId: string, id: string, status: TaskStatus) =>
  statusEntries.put({ workspaceId, id, status, writtenAt: Date.now() });

export const taskEntity = {
  ...storedTasks,

  async create(record: StoredTask & { workspaceId: string }, options?: { expiresAt?: number }): Promise<boolean> {
    await putEntry(record.workspaceId, record.id, record.status);
    return storedTasks.create(record, options);
  },

  async update(
    key: TaskKey,
    changes: Parameters<typeof storedTasks.update>[1],
    options?: Parameters<typeof storedTasks.update>[2],
  ): Promise<StoredTask | undefined> {
    if (changes.status) await putEntry(key.workspaceId, key.id, changes.status);
    return storedTasks.update(key, changes, options);
  },
};

/** The tasks counted by status. */
export function countByStatus(tasks: readonly Pick<Task, 'status'>[]): TaskCounts {
  const counts: TaskCounts = { pending: 0, in_progress: 0, completed: 0 };
  for (const task of tasks) counts[task.status] += 1;
  return counts;
}

/**
 * Whether the workspace has the `COUNTER#TASKS` item its counts sat in before they moved onto its item (v2): the first
 * count that made it also indexed the workspace's tasks by status, so a workspace without one was never indexed.
 */
export async function hadTaskCounter(workspaceId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: storedTasks.partitionOf({ workspaceId }), sk: 'COUNTER#TASKS' },
      ProjectionExpression: 'pk',
    }),
  );
  return Item !== undefined;
}

/**
 * One page of the tasks in `status`, newest first: a page of index entries, then their tasks (`tasksWithIds`).
 * Entries whose task has left the status (or is gone) are skipped and deleted.
 */
export async function queryTasksByStatus(
  workspaceId: string,
  status: TaskStatus,
  page: { limit: number; cursor?: string },
  now = Date.now(),
): Promise<Page<Task>> {
  const entries = await statusEntries.query({ workspaceId, status }, { ...page, newestFirst: true });
  const tasks = await tasksWithIds(
    workspaceId,
    entries.items.map(({ id }) => id),
  );
  const items: Task[] = [];
  const stale: Array<{ id: string }> = [];
  for (const entry of entries.items) {
    const task = tasks.get(entry.id);
    if (task?.status === status) items.push(task);
    else if (entry.writtenAt < now - STALE_AFTER_MS) stale.push(entry);
  }
  await Promise.all(stale.map(({ id }) => statusEntries.delete({ workspaceId, status, id })));
  return { items, cursor: entries.cursor };
}

/**
 * How many tasks the range Query may read for each id asked before the rest are read by key. A task (~420 B) read by
 * key is billed half a unit, in a Query a sixteenth or so, so a range up to 8 times as many tasks as asked still
 * costs less; a status spread thinner than that pays at most this bound over the reads by key.
 */
const RANGE_TASKS_PER_ID = 8;

/**
 * The tasks with these ids (sorted newest first, as a status page's entries are): one Query of the id range they
 * span, billed by size, not half a unit a task as a read by key is; the ids the Query's bound did not reach are then
 * read by key. A task that does not exist is not in the map.
 */
async function tasksWithIds(workspaceId: string, ids: readonly string[]): Promise<Map<string, Task>> {
  const newest = ids[0];
  const oldest = ids.at(-1);
  if (newest === undefined || oldest === undefined) return new Map();
  const max = ids.length * RANGE_TASKS_PER_ID;
  const inRange = await storedTasks.queryAll(
    { workspaceId },
    { from: { id: oldest }, to: { id: newest }, newestFirst: true, max },
  );
  const tasks = new Map<string, Task>(inRange.map((task) => [task.id, task]));
  const reachedDownTo = inRange.length === max ? inRange.at(-1)?.id : undefined;
  const unreached = reachedDownTo === undefined ? [] : ids.filter((id) => id < reachedDownTo);
  if (unreached.length) {
    const raw = await getItems(unreached.map((id) => storedTasks.keyOf({ workspaceId, id })));
    for (const item of raw) {
      const task = storedTasks.fromItem(item);
      if (task) tasks.set(task.id, task);
    }
  }
  return tasks;
}

/** Writes the status entry of every task (a workspace from before the index); idempotent. */
export async function indexTaskStatuses(workspaceId: string, tasks: readonly Task[]): Promise<void> {
  for (let i = 0; i < tasks.length; i += 25) {
    await Promise.all(tasks.slice(i, i + 25).map((task) => putEntry(workspaceId, task.id, task.status)));
  }
}
