import OpenAI from 'openai';
import * as z from 'zod';
import { type AiCallOptions, type AiClient, type AiMessage, AiOutputError } from './ai-client';

export interface OpenAiClientOptions {
  apiKey: string;
  /** An OpenAI-compatible server (Azure, a proxy, a local model server, a test fake). */
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /**
   * The SDK can retry connection errors, 429 and 5xx; off by default, because a retry rarely fits inside an API
   * request's 30 s and the built-in engine answers at once instead.
   */
  maxRetries?: number;
}

/**
 * The OpenAI provider over the official SDK's Chat Completions API. JSON answers use JSON mode
 * (`response_format: json_object`), are told the JSON Schema generated from the zod schema, and are validated
 * with that same zod schema before anyone sees them.
 */
export function createOpenAiClient(options: OpenAiClientOptions): AiClient {
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 0,
  });

  async function complete(messages: readonly AiMessage[], call: AiCallOptions, json: boolean): Promise<string> {
    const completion = await sdk.chat.completions.create(
      {
        model: options.model,
        messages: messages.map((m) => ({ role: m.role, content: m.content })),
        ...(json ? { response_format: { type: 'json_object' as const } } : {}),
        ...(call.maxTokens ? { max_completion_tokens: call.maxTokens } : {}),
        ...(call.temperature !== undefined ? { temperature: call.temperature } : {}),
      },
      call.timeoutMs ? { timeout: call.timeoutMs } : undefined,
    );
    const choice = completion.choices[0];
    const content = choice?.message?.content;
    if (!content) throw new AiOutputError('The model returned no content', { finishReason: choice?.finish_reason });
    if (choice.finish_reason === 'length') throw new AiOutputError('The model answer was cut off at the token limit');
    return content;
  }

  return {
    provider: 'openai',
    model: options.model,
    completeText: (messages, call = {}) => complete(messages, call, false),
    async completeJson(schema, messages, call = {}) {
      const instruction: AiMessage = {
        role: 'system',
        content: `Answer with a single JSON object and nothing else. It must validate against this JSON Schema:\n${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))}`,
      };
      const text = await complete([...messages, instruction], call, true);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new AiOutputError('The model answer is not JSON', { text: text.slice(0, 200) });
      }
      const result = schema.safeParse(parsed);
      if (!result.success) {
        throw new AiOutputError('The model answer does not match the expected shape', {
          issues: result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
        });
      }
      return result.data;
    },
  };
}
