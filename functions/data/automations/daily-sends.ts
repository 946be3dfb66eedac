import * as z from '@shared/zod';
import { countBelow } from '../../platform/dynamodb/counter-conditions';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * Emails and text messages a workspace's automations sent on one UTC day: a counter taken with a conditional `ADD`
 * before each send, so concurrent runs cannot pass the plan's cap together.
 */
const dailySendsEntity = defineWorkspaceEntity(
  'DailySends',
  z.object({ sent: z.number(), expiresAt: z.number() }),
  'SENDS#{day}',
  { expires: true },
);

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Takes one of the day's `cap` sends; `false` when they are all taken. */
export async function reserveDailySend(workspaceId: string, cap: number, now: Date): Promise<boolean> {
  const reserved = await dailySendsEntity.update(
    { workspaceId, day: dayOf(now) },
    // Kept a day past the day it counts.
    { expiresAt: Math.floor(now.getTime() / 1000) + 2 * 24 * 3600 },
    { add: { sent: 1 }, upsert: true, condition: countBelow('sent', cap) },
  );
  return reserved !== undefined;
}

/** Gives a send back (it failed before anything went out). */
export async function releaseDailySend(workspaceId: string, now: Date): Promise<void> {
  await dailySendsEntity.update({ workspaceId, day: dayOf(now) }, {}, { add: { sent: -1 } });
}
