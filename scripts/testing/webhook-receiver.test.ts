import { afterEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let receiver: WebhookReceiver;
afterEach(() => receiver.stop());

describe('the webhook receiver of the tests', () => {
  it("records what is sent to its own URL, and refuses with 410 what was meant for an earlier receiver's", async () => {
    receiver = await startWebhookReceiver();
    const earlier = new URL(receiver.url);
    earlier.pathname = '/hooks/an-earlier-receiver';
    expect((await fetch(earlier, { method: 'POST', body: '{"stale":true}' })).status).toBe(410);
    expect((await fetch(receiver.url, { method: 'POST', body: '{"fresh":true}' })).status).toBe(204);
    expect(receiver.received.map((request) => request.body)).toEqual(['{"fresh":true}']);
  });
});
