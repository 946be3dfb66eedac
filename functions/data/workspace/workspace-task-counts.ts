import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TaskCounts } from '@shared/schemas/task';
import { db, isConditionalCheckFailure, tableName } from '../../platform/dynamodb/client';
import { workspaceEntity } from './workspaces';

/** How a change moves the counts by status: `{ pending: -1, completed: 1 }`; absent statuses do not move. */
export type TaskCountDeltas = Partial<Record<keyof TaskCounts, number>>;

/**
 * Moves the workspace's task counts (`taskCounts`, v2) by `deltas` with one atomic `ADD` per status, and sets the
 * dashboard's new `kpiStamp` in the same UpdateItem when one is given: the one write a task change makes to the
 * workspace's item. The `ADD`s are conditional on the counts being there (a map): a workspace not yet counted (v1,
 * or `null`) gets them from the backfill, which counts this change too, so a write does not start them from a wrong
 * zero; the stamp is then set alone. `false` when the counts did not move for that reason.
 */
export async function moveTaskCounts(
  workspaceId: string,
  deltas: TaskCountDeltas,
  kpiStamp?: string,
): Promise<boolean> {
  const moves = Object.entries(deltas).filter(([, delta]) => delta);
  if (moves.length === 0) {
    if (kpiStamp) await workspaceEntity.update({ workspaceId }, { kpiStamp });
    return true;
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: workspaceEntity.keyOf({ workspaceId }),
        UpdateExpression: [
          kpiStamp ? 'SET #kpiStamp = :kpiStamp' : '',
          `ADD ${moves.map((_, i) => `#counts.#s${i} :d${i}`).join(', ')}`,
        ].join(' '),
        // A map holds counts only on a v2 item, so the item needs no `v` of its own here.
        ConditionExpression: 'attribute_type(#counts, :map)',
        ExpressionAttributeNames: {
          '#counts': 'taskCounts',
          ...(kpiStamp ? { '#kpiStamp': 'kpiStamp' } : {}),
          ...Object.fromEntries(moves.map(([status], i) => [`#s${i}`, status])),
        },
        ExpressionAttributeValues: {
          ':map': 'M',
          ...(kpiStamp ? { ':kpiStamp': kpiStamp } : {}),
          ...Object.fromEntries(moves.map(([, delta], i) => [`:d${i}`, delta])),
        },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    if (kpiStamp) await workspaceEntity.update({ workspaceId }, { kpiStamp });
    return false;
  }
}

/**
 * Stores counts found by counting the tasks: only where there are none yet (the backfill; `undefined` when another
 * request stored them first, whose counts then hold), or in place of the present ones (`replace`: tasks written
 * straight to the table, as the benches seed them). The counts stored, or `undefined`.
 */
export async function storeTaskCounts(
  workspaceId: string,
  taskCounts: TaskCounts,
  options: { replace?: boolean } = {},
): Promise<TaskCounts | undefined> {
  const stored = await workspaceEntity.update(
    { workspaceId },
    { taskCounts },
    options.replace
      ? {}
      : {
          condition: {
            expression: 'attribute_not_exists(#counts) OR attribute_type(#counts, :null)',
            names: { '#counts': 'taskCounts' },
            values: { ':null': 'NULL' },
          },
        },
  );
  return stored?.taskCounts ?? undefined;
}
