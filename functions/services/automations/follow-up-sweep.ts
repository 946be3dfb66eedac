import { followUpAutomationWorkspaces, followUpSweepEntity } from '../../data/automations/follow-up-sweep';
import { registerEarlierFollowUps } from './note-follow-up-backfill';

/** Pages of the table a tick reads while the sweep is under way: a few thousand items, well inside the job's minute. */
const SWEEP_PAGES_PER_TICK = 3;

/**
 * The every-minute job's one-off pass (`follow-up-sweep.ts`) for the workspace the paths above never reach: one whose
 * follow-up automation was saved before the registry, in which nothing happens and nobody opens Automations. It reads
 * the table a few pages a tick, registers the earlier notes of each workspace it finds with an active follow-up
 * automation (once per workspace: `registerEarlierFollowUps` keeps its mark), and saves where it stopped; once at the
 * end, each tick costs one read of the sweep's item (one small GetItem a minute). Two ticks at once
 * read the same page and register the same notes under the same keys. Answers the follow-ups it registered.
 */
export async function sweepEarlierFollowUps(now = new Date()): Promise<number> {
  const sweep = await followUpSweepEntity.get({}, { consistent: true });
  if (sweep?.done) return 0;
  let cursor = sweep?.cursor ?? null;
  let workspaces = sweep?.workspaces ?? 0;
  let registered = 0;
  for (let page = 0; page < SWEEP_PAGES_PER_TICK; page += 1) {
    const found = await followUpAutomationWorkspaces(cursor);
    for (const workspaceId of new Set(found.workspaceIds)) {
      registered += await registerEarlierFollowUps(workspaceId, now);
      workspaces += 1;
    }
    cursor = found.cursor;
    await followUpSweepEntity.put({ cursor, done: cursor === null, workspaces, at: now.toISOString() });
    if (cursor === null) break;
  }
  return registered;
}
