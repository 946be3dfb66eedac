import * as z from '@shared/zod';
import { countAboveZero, countBelow } from '../../platform/dynamodb/counter-conditions';
import { defineWorkspaceEntity, getItems } from '../../platform/dynamodb/entity';

/**
 * What a workspace has used of its plan, kept on counter items with atomic `ADD`s so limits hold under concurrent
 * writes without a transaction: a unit is reserved (a conditional `ADD 1`, refused at the limit) before the counted
 * item is written, and released (`ADD -1`) if that write fails. Reading usage is one BatchGetItem, never a scan.
 *
 * - `USAGE#<YYYY-MM>`: tasks and AI messages created in that calendar month (UTC). A month's item is never reset;
 *   the next month simply has another item (one small item per month a workspace is used).
 * - `COUNTER#AUTOMATIONS`: how many automations exist; deleting one releases its slot.
 */
const monthlyUsageEntity = defineWorkspaceEntity(
  'MonthlyUsage',
  z.object({ tasks: z._default(z.number(), 0), aiMessages: z._default(z.number(), 0) }),
  'USAGE#{month}',
);

const automationCounterEntity = defineWorkspaceEntity(
  'Counter',
  z.object({ count: z.number() }),
  'COUNTER#AUTOMATIONS',
);

export type MonthlyCount = 'tasks' | 'aiMessages';

const one = (resource: MonthlyCount, by: 1 | -1) => (resource === 'tasks' ? { tasks: by } : { aiMessages: by });

/** Counts one more `resource` in `month` (`YYYY-MM`); `false` when the month already has `limit` (null: unlimited). */
export async function reserveMonthlyUse(
  workspaceId: string,
  month: string,
  resource: MonthlyCount,
  limit: number | null,
): Promise<boolean> {
  const counted = await monthlyUsageEntity.update(
    { workspaceId, month },
    {},
    { add: one(resource, 1), upsert: true, condition: countBelow(resource, limit) },
  );
  return counted !== undefined;
}

/** Gives back a unit reserved for a write that did not happen. */
export async function releaseMonthlyUse(workspaceId: string, month: string, resource: MonthlyCount): Promise<void> {
  await monthlyUsageEntity.update(
    { workspaceId, month },
    {},
    { add: one(resource, -1), condition: countAboveZero(resource) },
  );
}

/** Reserves one automation slot; `false` when the workspace already has `limit` automations (null: unlimited). */
export async function reserveAutomationSlot(workspaceId: string, limit: number | null): Promise<boolean> {
  const counter = await automationCounterEntity.update(
    { workspaceId },
    {},
    { add: { count: 1 }, upsert: true, condition: countBelow('count', limit) },
  );
  return counter !== undefined;
}

export async function releaseAutomationSlot(workspaceId: string): Promise<void> {
  await automationCounterEntity.update({ workspaceId }, {}, { add: { count: -1 }, condition: countAboveZero('count') });
}

export interface Usage {
  tasks: number;
  aiMessages: number;
  automations: number;
}

/** The month's counts and the automations that exist, in one round trip. */
export async function readUsage(workspaceId: string, month: string): Promise<Usage> {
  const [monthly, automations] = await getItems([
    monthlyUsageEntity.keyOf({ workspaceId, month }),
    automationCounterEntity.keyOf({ workspaceId }),
  ]);
  const counts = monthlyUsageEntity.fromItem(monthly);
  return {
    tasks: counts?.tasks ?? 0,
    aiMessages: counts?.aiMessages ?? 0,
    automations: automationCounterEntity.fromItem(automations)?.count ?? 0,
  };
}
