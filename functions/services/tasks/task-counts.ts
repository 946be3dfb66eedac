import type { TaskCounts } from '@shared/schemas/task';
import { countByStatus, hadTaskCounter, indexTaskStatuses, taskEntity } from '../../data/tasks/tasks';
import { storeTaskCounts } from '../../data/workspace/workspace-task-counts';
import { type WorkspaceRecord, workspaceEntity } from '../../data/workspace/workspaces';
import { perContext } from '../../platform/runtime-context';

/**
 * The workspace's tasks counted by status, from its item (read by the caller). A workspace from before the counts sat
 * on its item (v1, `taskCounts` null) is backfilled here, the first time its counts are read (the task list is the one
 * screen that shows them), by counting its tasks once: not by copying its former `COUNTER#TASKS`, which the writes
 * made since this release no longer move. A workspace without that counter was never indexed by status either, so its
 * tasks are indexed too. Running it twice, or two at once, stores one set of counts (the store is conditional on
 * there being none); a write between the count and the store is missed, as it was by the counter before (the KPI
 * recompute job repairs both).
 */
export async function taskCountsOf(workspaceId: string, workspace: WorkspaceRecord | undefined): Promise<TaskCounts> {
  if (workspace?.taskCounts) return workspace.taskCounts;
  const backfills = underWay();
  let backfill = backfills.get(workspaceId);
  if (!backfill) {
    backfill = backfillTaskCounts(workspaceId).finally(() => backfills.delete(workspaceId));
    backfills.set(workspaceId, backfill);
  }
  return backfill;
}

/**
 * The backfills under way, by workspace: the requests that find a workspace uncounted (a page's requests, a burst)
 * share one count instead of each reading all of its tasks.
 */
const underWay = perContext(() => new Map<string, Promise<TaskCounts>>());

async function backfillTaskCounts(workspaceId: string): Promise<TaskCounts> {
  const [tasks, indexed] = await Promise.all([taskEntity.queryAll({ workspaceId }), hadTaskCounter(workspaceId)]);
  if (!indexed) await indexTaskStatuses(workspaceId, tasks);
  const counts = countByStatus(tasks);
  const stored = await storeTaskCounts(workspaceId, counts);
  if (stored) return stored;
  // Another request stored them first (or the workspace is gone): theirs hold.
  return (await workspaceEntity.get({ workspaceId }, { consistent: true }))?.taskCounts ?? counts;
}
