import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CompetencyScores } from '@shared/catalog/competencies';
import type { CompetencySnapshot } from '@shared/schemas/competencies';
import { db, tableName } from './client';
import { deleteItems } from './delete-items';
import { queryWorkspaceItems } from './query-all';

/**
 * One item per competency save: `pk = WS#<workspaceId>`, `sk = EMPCOMP#<employeeId>#<savedAt ISO>#<ulid>`, so an
 * employee's history reads in date order with one Query and the analyst computes trends from it. A retried save
 * adds a second, identical snapshot, which changes no trend.
 */
const snapshotPrefix = (employeeId: string) => `EMPCOMP#${employeeId}#`;

export const competencySnapshotKey = (workspaceId: string, employeeId: string, savedAt: string, id: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `${snapshotPrefix(employeeId)}${savedAt}#${id}`,
});

export async function putCompetencySnapshot(
  workspaceId: string,
  employeeId: string,
  snapshot: { id: string; savedAt: string; scores: CompetencyScores },
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...competencySnapshotKey(workspaceId, employeeId, snapshot.savedAt, snapshot.id),
        type: 'CompetencySnapshot',
        employeeId,
        ...snapshot,
      },
    }),
  );
}

/** The most recent `limit` snapshots, oldest first. */
export async function listCompetencySnapshots(
  workspaceId: string,
  employeeId: string,
  limit = 24,
): Promise<CompetencySnapshot[]> {
  const items = await queryWorkspaceItems(workspaceId, snapshotPrefix(employeeId), { newestFirst: true, limit });
  return items.reverse().map((item) => ({ savedAt: item.savedAt as string, scores: item.scores as CompetencyScores }));
}

/** Deletes the employee's whole competency history (with the employee). */
export async function deleteCompetencySnapshots(workspaceId: string, employeeId: string): Promise<void> {
  const items = await queryWorkspaceItems(workspaceId, snapshotPrefix(employeeId));
  await deleteItems(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
}
