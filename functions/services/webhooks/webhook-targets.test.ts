import { describe, expect, it, vi } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { putStoredWorkspace } from '../../../scripts/testing/stored-workspace';
import { startTestTable } from '../../../scripts/testing/test-table';
import { webhookEndpointEntity } from '../../data/webhooks/webhook-endpoints';
import { webhookTargetsVersionEntity } from '../../data/webhooks/webhook-targets-version';
import { config } from '../../platform/config';
import { emptyTally, withCapacityTally } from '../../platform/dynamodb/capacity';
import { forgetWebhookTargets, webhookTargets } from './webhook-targets';

const _table = await startedForThisFile(startTestTable());

const workspace = putStoredWorkspace;

async function endpoint(workspaceId: string, id: string, events: string[]) {
  const at = '2026-11-29T20:00:00.000Z';
  await webhookEndpointEntity.put({
    workspaceId,
    id,
    url: 'https://hooks.example.com/bizpilot',
    description: '',
    events,
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    sealedSecrets: 'not opened here',
    previousSecretExpiresAt: null,
    failingSince: null,
    createdBy: 'u1',
    createdAt: at,
    updatedAt: at,
  });
}

/** The targets, and how many table calls reading them took. */
async function read(workspaceId: string, now = Date.now()) {
  const tally = emptyTally();
  const targets = await withCapacityTally(tally, () => webhookTargets(workspaceId, now));
  return { ids: targets.map((target) => target.id), calls: tally.tableCalls };
}

/** A change made by another container: the endpoint written and the version bumped, this process's copy untouched. */
const bumpedElsewhere = (workspaceId: string) =>
  webhookTargetsVersionEntity.update({ workspaceId }, {}, { add: { version: 1 }, upsert: true });

// As in AWS: no `WEBHOOK_TARGETS_CACHE_SECONDS`, the changes made in other containers.
describe('webhook targets kept under the workspace’s targets version', () => {
  it('reads the endpoints and the plan once, then only the version per event while nothing changes', async () => {
    expect(config().WEBHOOK_TARGETS_CACHE_SECONDS).toBe(0);
    await workspace('ws_kept', 'elite');
    await endpoint('ws_kept', 'wh_1', ['task.created']);
    // The version item, the endpoints' Query, the plan's GetItem.
    expect(await read('ws_kept')).toEqual({ ids: ['wh_1'], calls: 3 });
    expect(await read('ws_kept')).toEqual({ ids: ['wh_1'], calls: 1 });
    expect(await read('ws_kept')).toEqual({ ids: ['wh_1'], calls: 1 });
  });

  it('follows a change made in another container from its next event on, by the version it bumped', async () => {
    await workspace('ws_change', 'elite');
    await endpoint('ws_change', 'wh_1', ['task.created']);
    expect((await read('ws_change')).ids).toEqual(['wh_1']);

    await endpoint('ws_change', 'wh_2', ['task.created']);
    // Until the version moves, what was read serves (which is what saves the reads).
    expect((await read('ws_change')).ids).toEqual(['wh_1']);
    await bumpedElsewhere('ws_change');
    expect(await read('ws_change')).toEqual({ ids: ['wh_1', 'wh_2'], calls: 3 });

    await webhookEndpointEntity.update({ workspaceId: 'ws_change', id: 'wh_1' }, { enabled: false });
    await bumpedElsewhere('ws_change');
    expect((await read('ws_change')).ids).toEqual(['wh_2']);
  });

  it('starts nothing once the plan lost webhooks, and a change in this process bumps the version for the others', async () => {
    await workspace('ws_plan', 'elite');
    await endpoint('ws_plan', 'wh_1', ['task.created']);
    expect((await read('ws_plan')).ids).toEqual(['wh_1']);

    await workspace('ws_plan', 'pro');
    await forgetWebhookTargets('ws_plan');
    expect(await webhookTargetsVersionEntity.get({ workspaceId: 'ws_plan' })).toEqual({ version: 1 });
    expect((await read('ws_plan')).ids).toEqual([]);
  });

  it('reads again after a minute even if the version never moved (a change whose bump failed)', async () => {
    await workspace('ws_old', 'elite');
    await endpoint('ws_old', 'wh_1', ['task.created']);
    const readAt = Date.now();
    expect((await read('ws_old', readAt)).ids).toEqual(['wh_1']);
    await webhookEndpointEntity.delete({ workspaceId: 'ws_old', id: 'wh_1' });

    expect((await read('ws_old', readAt + 59_000)).ids).toEqual(['wh_1']);
    expect(await read('ws_old', readAt + 61_000)).toEqual({ ids: [], calls: 2 });
  });

  it('forgets this process’s copy and does not throw when the bump fails (the change itself was made)', async () => {
    await workspace('ws_bump', 'elite');
    await endpoint('ws_bump', 'wh_1', ['task.created']);
    expect((await read('ws_bump')).ids).toEqual(['wh_1']);
    await webhookEndpointEntity.delete({ workspaceId: 'ws_bump', id: 'wh_1' });
    vi.spyOn(webhookTargetsVersionEntity, 'update').mockRejectedValueOnce(new Error('throttled'));

    await expect(forgetWebhookTargets('ws_bump')).resolves.toBeUndefined();
    expect(await webhookTargetsVersionEntity.get({ workspaceId: 'ws_bump' })).toBeUndefined();
    expect((await read('ws_bump')).ids).toEqual([]);
  });
});
