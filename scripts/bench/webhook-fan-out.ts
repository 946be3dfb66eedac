import { withTemporaryRuntime } from '../local/temporary-runtime';
import { upgradeLocally } from '../testing/local-billing';
import { signUpUser } from '../testing/test-runtime';
import { startWebhookReceiver } from '../testing/webhook-receiver';
import { atMost, type BenchRow, reported } from './bench-row';

const EVENTS = 1000;
const ENDPOINTS = 5;
/** Issue 32's bar: 1,000 events to 5 endpoints, all delivered within 60 s locally. */
const BUDGET_MS = 60_000;
/** Requests in flight while the events are raised (tasks created through the API). */
const CONCURRENCY = 4;

/**
 * Webhook fan-out end to end on the local runtime: 1,000 `task.created` events (each a task created through the API,
 * published on the in-process bus) to 5 endpoints (local receivers, hence the local-only private-targets override),
 * from the first request until each receiver has all 1,000 signed deliveries.
 */
export async function measureWebhookFanOut(): Promise<BenchRow[]> {
  const previous = process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
  process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = '1';
  const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, () => startWebhookReceiver()));
  try {
    return await withTemporaryRuntime(async (runtime) => {
      const { client } = await signUpUser(runtime, {
        email: 'webhook-bench@example.com',
        firstName: 'Bench',
        lastName: 'Hooks',
      });
      await upgradeLocally(client, 'elite');
      for (const receiver of receivers) {
        const created = await client.post('/api/webhooks', { url: receiver.url, events: ['task.created'] });
        if (created.status !== 201) throw new Error(`registering a webhook failed: ${created.status} ${created.text}`);
      }
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < EVENTS) {
            const i = next++;
            const answer = await client.post('/api/tasks', { title: `Webhook bench ${i}` });
            if (answer.status !== 201) throw new Error(`creating task ${i} failed: ${answer.status}`);
          }
        }),
      );
      const raisedMs = performance.now() - started;
      const deadline = Date.now() + 2 * BUDGET_MS;
      while (receivers.some((r) => r.received.length < EVENTS) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const deliveredMs = performance.now() - started;
      const delivered = receivers.reduce((sum, r) => sum + r.received.length, 0);
      return [
        reported(`${EVENTS} events raised (tasks created through the API)`, `${(raisedMs / 1000).toFixed(1)} s`),
        reported('deliveries received', `${delivered} of ${EVENTS * ENDPOINTS}`),
        atMost(
          `${EVENTS} events × ${ENDPOINTS} endpoints, all delivered`,
          delivered === EVENTS * ENDPOINTS ? deliveredMs : Number.POSITIVE_INFINITY,
          BUDGET_MS,
          'ms',
        ),
      ];
    });
  } finally {
    await Promise.all(receivers.map((r) => r.stop()));
    if (previous === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
    else process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = previous;
  }
}
