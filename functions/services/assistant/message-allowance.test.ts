import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { workspaceEntity } from '../../data/workspaces';
import { PlanLimitReached } from '../../platform/errors';
import { planMessageAllowance } from './message-allowance';

await startedForThisFile(startTestTable());

const november = new Date('2026-11-30T23:59:00.000Z');
const december = new Date('2026-12-01T00:00:00.000Z');
const LIMIT_MESSAGE =
  'Plan limit reached: the Starter plan includes 100 AI messages a month. Upgrade to Pro for unlimited messages.';

async function reserveMany(workspaceId: string, count: number, at: Date) {
  return Promise.allSettled(Array.from({ length: count }, () => planMessageAllowance.reserve(workspaceId, at)));
}

describe('the AI message allowance', () => {
  it('allows a Starter workspace 100 messages a month, refuses the 101st with a 402, and a new month resets it', async () => {
    const fulfilled = (await reserveMany('ws-starter', 100, november)).filter((r) => r.status === 'fulfilled');
    expect(fulfilled).toHaveLength(100);
    const refused = planMessageAllowance.reserve('ws-starter', november);
    await expect(refused).rejects.toBeInstanceOf(PlanLimitReached);
    await expect(planMessageAllowance.reserve('ws-starter', november)).rejects.toThrow(LIMIT_MESSAGE);
    await expect(planMessageAllowance.reserve('ws-starter', december)).resolves.toBeDefined();
  });

  it('holds the limit under concurrent sends, and a released message can be sent again', async () => {
    const results = await reserveMany('ws-burst', 130, november);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    const taken = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ release(): Promise<void> }>;
    await taken.value.release();
    await expect(planMessageAllowance.reserve('ws-burst', november)).resolves.toBeDefined();
    await expect(planMessageAllowance.reserve('ws-burst', november)).rejects.toBeInstanceOf(PlanLimitReached);
  });

  it('does not limit Pro and Elite', async () => {
    for (const tier of ['pro', 'elite'] as const) {
      const workspaceId = `ws-${tier}`;
      await workspaceEntity.put({
        workspaceId,
        id: workspaceId,
        name: 'Paid',
        ownerUserId: 'u1',
        memberUserIds: ['u1'],
        subscriptionTier: tier,
        createdAt: november.toISOString(),
        timeZone: null,
      });
      const results = await reserveMany(workspaceId, 105, november);
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    }
  });
});
