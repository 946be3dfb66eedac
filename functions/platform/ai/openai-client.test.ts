import * as z from '@shared/zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../../../scripts/testing/fake-openai-server';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { AiOutputError } from './ai-client';
import { createOpenAiClient } from './openai-client';

const fake = await startedForThisFile(startFakeOpenAi());
beforeEach(() => {
  fake.requests.length = 0;
});

const client = (timeoutMs = 2000) =>
  createOpenAiClient({ apiKey: 'sk-test-123', baseURL: fake.baseURL, model: 'gpt-test', timeoutMs, maxRetries: 0 });
const schema = z.object({ verdict: z.enum(['yes', 'no']), score: z.number().check(z.gte(0), z.lte(100)) });

describe('OpenAI provider (real SDK against a local fake API)', () => {
  it('sends the model, the messages, JSON mode and the key, and returns validated JSON', async () => {
    fake.reply(() => ({ content: '{"verdict":"yes","score":87}' }));
    const answer = await client().completeJson(schema, [{ role: 'user', content: 'Is it good?' }], {
      temperature: 0.2,
    });
    expect(answer).toEqual({ verdict: 'yes', score: 87 });
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    expect(request!.body).toMatchObject({
      model: 'gpt-test',
      response_format: { type: 'json_object' },
      temperature: 0.2,
    });
    expect(request!.body.messages[0]).toEqual({ role: 'user', content: 'Is it good?' });
    // The schema travels with the request, so the model knows the shape it must produce.
    expect(request!.body.messages.at(-1).content).toContain('"verdict"');
  });

  it('returns plain text for completeText', async () => {
    fake.reply(() => ({ content: 'Hello there' }));
    expect(await client().completeText([{ role: 'user', content: 'Hi' }])).toBe('Hello there');
    expect(fake.requests[0]!.body.response_format).toBeUndefined();
  });

  it.each([
    ['not JSON', { content: 'Sure! Here you go' }, /not JSON/],
    ['JSON of the wrong shape', { content: '{"verdict":"maybe","score":120}' }, /expected shape/],
    ['no content', { content: null }, /no content/],
    ['a truncated answer', { content: '{"verdict":"yes","score":1}', finishReason: 'length' as const }, /cut off/],
  ])('refuses %s with AiOutputError', async (_, reply, message) => {
    fake.reply(() => reply);
    const call = client().completeJson(schema, [{ role: 'user', content: 'x' }]);
    await expect(call).rejects.toBeInstanceOf(AiOutputError);
    await expect(client().completeJson(schema, [{ role: 'user', content: 'x' }])).rejects.toThrow(message);
  });

  it('surfaces HTTP errors and timeouts as errors', async () => {
    fake.reply(() => ({ status: 500 }));
    await expect(client().completeText([{ role: 'user', content: 'x' }])).rejects.toThrow(/500/);
    fake.reply(() => ({ content: 'late', delayMs: 1500 }));
    await expect(client(300).completeText([{ role: 'user', content: 'x' }])).rejects.toThrow(/timed out/i);
  });
});
