import { describe, expect, it } from 'vitest';
import { startedForThisTest } from '../../../scripts/testing/for-this-file';
import { startWebhookReceiver } from '../../../scripts/testing/webhook-receiver';
import { PUBLIC_ONLY } from '../../platform/outbound/address-guard';
import { postWebhook } from './webhook-post';

const local = { requireHttps: false, allowLoopback: true };

describe('posting a webhook', () => {
  it('refuses at connection time a host whose DNS answer is not public (no rebinding past the check)', async () => {
    const receiver = await startedForThisTest(startWebhookReceiver());
    const url = new URL(receiver.url.replace('127.0.0.1', 'localhost'));
    await expect(postWebhook(url, {}, '{}', { policy: PUBLIC_ONLY, timeoutMs: 2000 })).rejects.toThrow(
      /not a public address/,
    );
    expect(receiver.received).toHaveLength(0);
  });

  it('answers a redirect as it is, without following it to loopback', async () => {
    const target = await startedForThisTest(startWebhookReceiver());
    const redirecting = await startedForThisTest(startWebhookReceiver());
    redirecting.answerNext({ status: 307, headers: { location: target.url } });
    const answer = await postWebhook(new URL(redirecting.url), {}, '{"a":1}', { policy: local, timeoutMs: 2000 });
    expect(answer.statusCode).toBe(307);
    expect(target.received).toHaveLength(0);
  });

  it('keeps the first 2 KB of the answer and gives up after the timeout', async () => {
    const receiver = await startedForThisTest(startWebhookReceiver({ status: 500, body: 'x'.repeat(10_000) }));
    const answer = await postWebhook(new URL(receiver.url), {}, '{}', { policy: local, timeoutMs: 2000 });
    expect(answer).toEqual({ statusCode: 500, body: 'x'.repeat(2048) });
  });
});
