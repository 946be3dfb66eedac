import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { db, tableName } from '../../platform/dynamodb/client';
import { defineEntity } from '../../platform/dynamodb/entity';

/**
 * The one pass over the whole table that finds the workspaces with an active note follow-up automation saved before
 * the follow-up registry (`services/automations/note-follow-up-backfill.ts`): the table keeps no list of workspaces,
 * and a workspace in which nothing happens is reached by no other path. The only Scan in the code, granted to the
 * function that bundles this module alone (infra/route-access.ts), run a few pages a tick by the every-minute job until
 * it reaches the end; then `SWEEPS` / `NOTE_FOLLOW_UP_AUTOMATIONS` says so, and each later tick reads only that item.
 */
export const followUpSweepEntity = defineEntity({
  type: 'FollowUpSweep',
  schema: z.object({
    /** Where the next page starts (the Scan's last evaluated key, as JSON); null once the end is reached. */
    cursor: nullableString,
    done: z.boolean(),
    workspaces: z.number(),
    at: z.iso.datetime(),
  }),
  partitionKey: 'SWEEPS',
  sortKey: 'NOTE_FOLLOW_UP_AUTOMATIONS',
});
export type FollowUpSweep = z.infer<typeof followUpSweepEntity.schema>;

/** Items a page reads (a Scan's `Limit` counts the items it reads, not those the filter keeps). */
const PAGE_ITEMS = 1000;

/** One page of the table: the workspaces of the active follow-up automations in it, and where the next page starts. */
export async function followUpAutomationWorkspaces(
  cursor: string | null,
): Promise<{ workspaceIds: string[]; cursor: string | null }> {
  const page = await db().send(
    new ScanCommand({
      TableName: tableName(),
      Limit: PAGE_ITEMS,
      ExclusiveStartKey: cursor ? JSON.parse(cursor) : undefined,
      FilterExpression: '#type = :automation AND triggerType = :trigger AND isActive = :active',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':automation': 'Automation',
        ':trigger': 'employee_note_follow_up_due',
        ':active': true,
      },
      ProjectionExpression: 'pk',
    }),
  );
  const workspaceIds = (page.Items ?? []).map((item) => String(item.pk).replace(/^WS#/, ''));
  return { workspaceIds, cursor: page.LastEvaluatedKey ? JSON.stringify(page.LastEvaluatedKey) : null };
}
