import { type AiClient, AiOutputError } from './ai-client';

/** Below this, a call is not worth starting: the caller's built-in engine answers instead. */
const MIN_CALL_MS = 1500;

/**
 * Bounds every call of `client` by one shared deadline (epoch ms). API Gateway gives a request 30 s, so a handler
 * that makes several AI calls (analysing a whole team) passes its deadline and each call gets what is left; once
 * too little is left, calls fail fast and the caller falls back to its built-in engine.
 */
export function withDeadline(client: AiClient, deadlineAt: number, now: () => number = Date.now): AiClient {
  const budget = (requested?: number) => {
    const left = deadlineAt - now();
    if (left < MIN_CALL_MS) throw new AiOutputError('No time left for an AI call before the request deadline');
    return Math.min(requested ?? left, left);
  };
  return {
    provider: client.provider,
    model: client.model,
    completeText: async (messages, options = {}) =>
      client.completeText(messages, { ...options, timeoutMs: budget(options.timeoutMs) }),
    completeJson: async (schema, messages, options = {}) =>
      client.completeJson(schema, messages, { ...options, timeoutMs: budget(options.timeoutMs) }),
    chatWithTools: async (messages, tools, options = {}) =>
      client.chatWithTools(messages, tools, { ...options, timeoutMs: budget(options.timeoutMs) }),
  };
}
