import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { putStoredWorkspace } from '../../../scripts/testing/stored-workspace';
import { startTestTable } from '../../../scripts/testing/test-table';
import { PlanLimitReached } from '../../platform/errors';
import { planUsage, reservePlanUse, withinPlan } from './plan-usage';

const _table = await startedForThisFile(startTestTable());

const workspace = putStoredWorkspace;

const november = new Date('2026-11-30T23:59:00.000Z');
const december = new Date('2026-12-01T00:00:00.000Z');

/** Sends `count` AI messages through the plan, each answered with its number. */
async function sendMessages(workspaceId: string, count: number, now: Date): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 1; i <= count; i++) answers.push(await withinPlan(workspaceId, 'aiMessages', async () => i, now));
  return answers;
}

describe('withinPlan: the AI assistant’s monthly messages', () => {
  it('answers a Starter workspace’s first 100 messages of a month, refuses the 101st without sending it, and starts again the next month', async () => {
    await workspace('ws_ai', 'starter');
    expect(await sendMessages('ws_ai', 100, november)).toHaveLength(100);

    let sent = false;
    const refused = withinPlan(
      'ws_ai',
      'aiMessages',
      async () => {
        sent = true;
      },
      november,
    );
    await expect(refused).rejects.toBeInstanceOf(PlanLimitReached);
    await expect(refused).rejects.toMatchObject({
      code: 'plan_limit',
      message:
        'Plan limit reached: the Starter plan includes 100 AI messages a month. Upgrade to Pro for unlimited messages.',
    });
    expect(sent).toBe(false);
    expect((await planUsage('ws_ai', november)).aiMessages).toBe(100);

    expect(await withinPlan('ws_ai', 'aiMessages', async () => 'answered', december)).toBe('answered');
    expect((await planUsage('ws_ai', december)).aiMessages).toBe(1);
  });

  it('does not count a message whose answer failed', async () => {
    await workspace('ws_failing', 'starter');
    const failing = withinPlan(
      'ws_failing',
      'aiMessages',
      () => Promise.reject(new Error('OpenAI timed out')),
      november,
    );
    await expect(failing).rejects.toThrow('OpenAI timed out');
    expect((await planUsage('ws_failing', november)).aiMessages).toBe(0);
  });

  it('lets Pro send past Starter’s limit, counting every message for the usage meter', async () => {
    await workspace('ws_pro', 'pro');
    await sendMessages('ws_pro', 101, november);
    expect((await planUsage('ws_pro', november)).aiMessages).toBe(101);
  });

  it('keeps each workspace’s count to itself', async () => {
    await workspace('ws_a', 'starter');
    await workspace('ws_b', 'starter');
    await sendMessages('ws_a', 100, november);
    expect(await withinPlan('ws_b', 'aiMessages', async () => 'answered', november)).toBe('answered');
    expect((await planUsage('ws_b', november)).aiMessages).toBe(1);
  });
});

describe('reservePlanUse with the tier the request read already', () => {
  it("lifts the limit at once when that read is older than an upgrade, and refuses at the stored tier's limit with its message", async () => {
    await workspace('ws_known', 'starter');
    for (let i = 0; i < 100; i++) await reservePlanUse('ws_known', 'aiMessages', november, 'starter');
    await expect(reservePlanUse('ws_known', 'aiMessages', november, 'starter')).rejects.toBeInstanceOf(
      PlanLimitReached,
    );
    // Upgraded a moment ago: the request's read still says Starter, the consistent read says Pro.
    await workspace('ws_known', 'pro');
    await expect(reservePlanUse('ws_known', 'aiMessages', november, 'starter')).resolves.toMatchObject({
      resource: 'aiMessages',
    });
    expect((await planUsage('ws_known', november)).aiMessages).toBe(101);
    // The refusal reads the tier consistently and names its limit.
    await workspace('ws_known_auto', 'starter');
    for (let i = 0; i < 5; i++) await reservePlanUse('ws_known_auto', 'automations', november, 'starter');
    await expect(reservePlanUse('ws_known_auto', 'automations', november, 'starter')).rejects.toMatchObject({
      message:
        'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.',
    });
  });
});
