import type { AutomationRun } from '@shared/schemas/automation';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile, startedForThisTest } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpOwner } from '../../../scripts/testing/teams';
import { startTestApi } from '../../../scripts/testing/test-runtime';
import { startWebhookReceiver, type WebhookReceiver } from '../../../scripts/testing/webhook-receiver';
import { defaultResumeDeps, resumeDueRuns } from '../../services/automations/resume-due-runs';

/**
 * A step's retries through the local runtime, against a receiver on loopback (so `WEBHOOKS_ALLOW_PRIVATE_TARGETS=1`):
 * a 503 is transient, so the step shows `retrying` with its next attempt a minute on, and the every-minute job run at a
 * clock past it delivers, under the same `webhook-id`; a 400 is permanent, so the run fails at once and no tick tries
 * it again. The job is called with its clock moved on, never waited for.
 */
process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = '1';
const api = await startedForThisFile(startTestApi());
const owner = await signUpOwner(api, 'Rita');
await upgradeLocally(owner.client, 'elite');

const MINUTE_MS = 60_000;

/** An automation that posts to the receiver when a task is completed; the receiver is a webhook endpoint first. */
async function postingTo(hook: WebhookReceiver, name: string): Promise<string> {
  // An event no test here raises: the receiver hears only the automation's step.
  await owner.client.create('/api/webhooks', { url: hook.url, events: ['invoice.paid'], description: name });
  const automation = await owner.client.create<{ id: string }>('/api/automations', {
    name,
    triggerType: 'task_completed',
    steps: [{ type: 'action', action: 'send_webhook', config: { url: hook.url } }],
  });
  return automation.id;
}

async function completeTask(title: string) {
  const task = await owner.client.create<{ id: string }>('/api/tasks', { title });
  expect((await owner.client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);
}

/** The automation's one run, by its id's route, once `ready` holds of it. */
const runWhen = async (automationId: string, ready: (run: AutomationRun) => boolean) =>
  (
    await eventually(async () => {
      const [listed] = (await owner.client.get(`/api/automations/${automationId}/runs`)).body.items as AutomationRun[];
      if (!listed) return undefined;
      const run = (await owner.client.get(`/api/automations/runs/${listed.id}`)).body as AutomationRun;
      return ready(run) ? run : undefined;
    })
  ).value;

/** The every-minute job, as if it ran `ms` from now. */
const tickAfter = (ms: number) => resumeDueRuns({ ...defaultResumeDeps(), now: () => new Date(Date.now() + ms) });

describe('step retries (issue 33)', () => {
  it('retries a transient failure a minute later and succeeds, posting under the same webhook-id', async () => {
    const hook = await startedForThisTest(startWebhookReceiver());
    hook.answerNext({ status: 503, body: 'Down for maintenance' });
    const automationId = await postingTo(hook, 'Tell the warehouse');
    const before = Date.now();
    await completeTask('Pack order 1001');

    const retrying = await runWhen(automationId, (run) => run.status === 'retrying');
    const after = Date.now();
    const [step] = retrying.steps ?? [];
    expect(step).toMatchObject({ index: 1, action: 'send_webhook', status: 'retrying', attempts: 1 });
    expect(step?.error).toContain('answered 503; the webhook will be tried again');
    const next = Date.parse(step?.nextAttemptAt ?? '');
    expect(next).toBeGreaterThanOrEqual(before + MINUTE_MS);
    expect(next).toBeLessThanOrEqual(after + MINUTE_MS);
    expect(hook.received).toHaveLength(1);
    // Not yet due: a tick now leaves it parked.
    await tickAfter(0);
    expect(hook.received).toHaveLength(1);

    await tickAfter(MINUTE_MS + 1_000);
    const done = await runWhen(automationId, (run) => run.status === 'succeeded');
    expect(done.steps?.[0]).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      error: null,
      nextAttemptAt: null,
      output: { statusCode: 204, deliveryId: `${done.id}:1` },
    });
    // Two attempts, one delivery to the receiver's eyes: both carry the step's key as their webhook-id.
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([`${done.id}:1`, `${done.id}:1`]);
    expect(JSON.parse(hook.received[1]!.body)).toMatchObject({ id: `${done.id}:1`, type: 'automation.step' });
  });

  it('fails a permanent failure (a 400) at once, with the reason, and no tick tries it again', async () => {
    const hook = await startedForThisTest(startWebhookReceiver());
    hook.answerNext({ status: 400, body: 'Unknown order' });
    const automationId = await postingTo(hook, 'Tell the shop');
    await completeTask('Pack order 1002');

    const failed = await runWhen(automationId, (run) => run.status === 'failed');
    expect(failed.error).toBe(`${hook.url} answered 400, so the webhook was not delivered`);
    expect(failed.steps?.[0]).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    // Past every wait of the retry schedule (1 min … 6 h): nothing is parked for it.
    await tickAfter(9 * 60 * MINUTE_MS);
    expect(hook.received).toHaveLength(1);
    expect((await owner.client.get(`/api/automations/runs/${failed.id}`)).body).toMatchObject({
      status: 'failed',
      attempts: failed.attempts,
    });
  });
});
