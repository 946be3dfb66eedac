import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { putStoredWorkspace } from '../../../scripts/testing/stored-workspace';
import { startTestTable } from '../../../scripts/testing/test-table';
import { applyLocalPlanChange } from '../../domain/billing/subscription-state';
import { changePlan, loadPlan } from './plan-state';

const _table = await startedForThisFile(startTestTable());

/** A workspace item as it was stored before billing existed: no plan attributes but the tier. */
const legacyWorkspace = (workspaceId: string) => putStoredWorkspace(workspaceId, 'starter', 'Old');

describe('changePlan', () => {
  it('reads a workspace from before billing as Starter in good standing, and changes it', async () => {
    await legacyWorkspace('ws_old');
    expect(await loadPlan('ws_old')).toMatchObject({ state: { tier: 'starter', status: 'active' }, version: 0 });
    expect(await changePlan('ws_old', (s) => applyLocalPlanChange(s, 'pro'))).toMatchObject({ tier: 'pro' });
    expect(await loadPlan('ws_old')).toMatchObject({ state: { tier: 'pro' }, version: 1 });
  });

  it('decides again when another change lands between its read and its write, losing neither', async () => {
    await legacyWorkspace('ws_race');
    let rounds = 0;
    const result = await changePlan('ws_race', async (state) => {
      rounds += 1;
      // The first time, another writer changes the plan right after this one read it.
      if (rounds === 1) await changePlan('ws_race', (s) => ({ ...s, stripeCustomerId: 'cus_1' }));
      return applyLocalPlanChange(state, 'elite');
    });
    expect(rounds).toBe(2);
    expect(result).toMatchObject({ tier: 'elite', stripeCustomerId: 'cus_1' });
    expect((await loadPlan('ws_race')).version).toBe(2);
  });

  it('leaves the plan and its version alone when the decision is no change', async () => {
    await legacyWorkspace('ws_same');
    expect(await changePlan('ws_same', () => null)).toMatchObject({ tier: 'starter' });
    expect((await loadPlan('ws_same')).version).toBe(0);
  });
});
