import * as z from '@shared/zod';
import { describe, expect, it, vi } from 'vitest';
import { type AiClient, AiOutputError } from './ai-client';
import { withDeadline } from './with-deadline';

const fakeClient = () => {
  const calls: (number | undefined)[] = [];
  const client: AiClient = {
    provider: 'openai',
    model: 'm',
    completeText: vi.fn(async (_m, o) => {
      calls.push(o?.timeoutMs);
      return 'ok';
    }),
    completeJson: vi.fn(async (_s, _m, o) => {
      calls.push(o?.timeoutMs);
      return { ok: true };
    }) as AiClient['completeJson'],
    chatWithTools: vi.fn(async (_m, _t, o) => {
      calls.push(o?.timeoutMs);
      return { content: 'ok', toolCalls: [] };
    }),
  };
  return { client, calls };
};

describe('withDeadline', () => {
  it('gives each call what is left of the deadline, never more than it asked for', async () => {
    let now = 1_000;
    const { client, calls } = fakeClient();
    const bounded = withDeadline(client, 11_000, () => now);
    await bounded.completeText([]);
    now = 6_000;
    await bounded.completeJson(z.object({ ok: z.boolean() }), [], { timeoutMs: 2_000 });
    expect(calls).toEqual([10_000, 2_000]);
  });

  it('fails fast once too little time is left, so the caller falls back at once', async () => {
    const { client } = fakeClient();
    const bounded = withDeadline(client, 2_000, () => 1_000);
    await expect(bounded.completeText([])).rejects.toBeInstanceOf(AiOutputError);
    expect(client.completeText).not.toHaveBeenCalled();
  });
});
