import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Task, TaskPriority, TaskStatus } from '@shared/schemas/task';
import { db, isConditionalCheckFailure, tableName } from './client';
import { queryWorkspaceItems } from './query-all';

/**
 * Tasks: `pk = WS#<workspaceId>`, `sk = TASK#<ulid>`. The workspace id always comes from the session (or, for the
 * automation runner, from the event the workspace's own request raised). Listing is one Query on the partition,
 * newest first. Every function answers `undefined`/`false` for a task that is not in the workspace, so callers
 * answer 404 alike for a missing id and another workspace's id.
 */
export const taskKey = (workspaceId: string, taskId: string) => ({ pk: `WS#${workspaceId}`, sk: `TASK#${taskId}` });

const TASK_PREFIX = 'TASK#';

export type TaskRecord = Task & { workspaceId: string };

export async function putNewTask(task: TaskRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...taskKey(task.workspaceId, task.id), type: 'Task', ...task },
        // Retry-safe: the automation runner re-creates a follow-up with the same id and must not overwrite it.
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getTask(workspaceId: string, taskId: string): Promise<TaskRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: taskKey(workspaceId, taskId), ConsistentRead: true }),
  );
  return Item ? toTask(Item) : undefined;
}

/** Every task of the workspace, newest first. */
export async function listTasks(workspaceId: string): Promise<TaskRecord[]> {
  const items = await queryWorkspaceItems(workspaceId, TASK_PREFIX, { newestFirst: true });
  return items.map(toTask);
}

export interface TaskChanges {
  title?: string;
  description?: string | null;
  status?: TaskStatus;
  priority?: TaskPriority;
  dueDate?: string | null;
  completedAt?: string | null;
  assigneeEmployeeId?: string | null;
  updatedAt: string;
}

/**
 * Applies `changes` to an existing task and returns it as stored, or `undefined` if the workspace has no such task.
 * `expectedStatus` makes the write conditional on the status read before it, so two concurrent completions of one
 * task cannot both see "entered completed" (and publish two events): the loser gets `'conflict'`.
 */
export async function updateTask(
  workspaceId: string,
  taskId: string,
  changes: TaskChanges,
  expectedStatus?: TaskStatus,
): Promise<TaskRecord | undefined | 'conflict'> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  let condition = 'attribute_exists(pk)';
  if (expectedStatus) {
    names['#expectedStatus'] = 'status';
    values[':expectedStatus'] = expectedStatus;
    condition += ' AND #expectedStatus = :expectedStatus';
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: taskKey(workspaceId, taskId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toTask(Attributes!);
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    if (!expectedStatus) return undefined;
    return (await getTask(workspaceId, taskId)) ? 'conflict' : undefined;
  }
}

/**
 * Clears the assignee of every task assigned to the employee (who is being deleted). Each write is conditional on
 * the assignee still being that employee, so a task reassigned meanwhile keeps its new assignee.
 */
export async function unassignTasksOf(workspaceId: string, employeeId: string, updatedAt: string): Promise<void> {
  const assigned = (await listTasks(workspaceId)).filter((task) => task.assigneeEmployeeId === employeeId);
  for (const task of assigned) {
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: taskKey(workspaceId, task.id),
          UpdateExpression: 'SET assigneeEmployeeId = :none, updatedAt = :updatedAt',
          ConditionExpression: 'assigneeEmployeeId = :employeeId',
          ExpressionAttributeValues: { ':none': null, ':employeeId': employeeId, ':updatedAt': updatedAt },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionalCheckFailure(error)) throw error;
      });
  }
}

/** Deletes the task; `false` if the workspace has no such task. */
export async function deleteTask(workspaceId: string, taskId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: taskKey(workspaceId, taskId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

function toTask(item: Record<string, unknown>): TaskRecord {
  return {
    id: item.id as string,
    workspaceId: item.workspaceId as string,
    title: item.title as string,
    description: (item.description as string | null | undefined) ?? null,
    status: item.status as TaskStatus,
    priority: item.priority as TaskPriority,
    dueDate: (item.dueDate as string | null | undefined) ?? null,
    userId: item.userId as string,
    assigneeEmployeeId: (item.assigneeEmployeeId as string | null | undefined) ?? null,
    createdByAutomationId: (item.createdByAutomationId as string | null | undefined) ?? null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    completedAt: (item.completedAt as string | null | undefined) ?? null,
  };
}

/** The task as the API returns it: the stored task without its workspace id. */
export function toTaskView({ workspaceId: _workspaceId, ...task }: TaskRecord): Task {
  return task;
}
