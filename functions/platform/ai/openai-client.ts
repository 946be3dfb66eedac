import * as z from '@shared/zod';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import {
  type AiCallOptions,
  type AiChatMessage,
  type AiClient,
  type AiMessage,
  AiOutputError,
  type AiToolCall,
} from './ai-client';

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

  function toSdkMessage(m: AiChatMessage): ChatCompletionMessageParam {
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
    if (m.role === 'assistant' && 'toolCalls' in m) {
      return {
        role: 'assistant',
        content: m.content,
        ...(m.toolCalls.length
          ? {
              tool_calls: m.toolCalls.map((c) => ({
                id: c.id,
                type: 'function' as const,
                function: { name: c.name, arguments: c.arguments },
              })),
            }
          : {}),
      };
    }
    return { role: m.role, content: m.content };
  }

  return {
    provider: 'openai',
    model: options.model,
    async chatWithTools(messages, tools, call = {}) {
      const completion = await sdk.chat.completions.create(
        {
          model: options.model,
          messages: messages.map(toSdkMessage),
          ...(tools.length
            ? {
                tools: tools.map((t) => ({
                  type: 'function' as const,
                  function: { name: t.name, description: t.description, parameters: t.parameters },
                })),
                tool_choice: call.toolChoice ?? 'auto',
              }
            : {}),
          ...(call.maxTokens ? { max_completion_tokens: call.maxTokens } : {}),
          ...(call.temperature !== undefined ? { temperature: call.temperature } : {}),
        },
        call.timeoutMs ? { timeout: call.timeoutMs } : undefined,
      );
      const choice = completion.choices[0];
      if (choice?.finish_reason === 'length')
        throw new AiOutputError('The model answer was cut off at the token limit');
      const toolCalls: AiToolCall[] = (choice?.message?.tool_calls ?? []).flatMap((c) =>
        c.type === 'function' ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments }] : [],
      );
      const content = choice?.message?.content ?? null;
      if (!toolCalls.length && !content) {
        throw new AiOutputError('The model returned neither text nor tool calls', {
          finishReason: choice?.finish_reason,
        });
      }
      return { content, toolCalls };
    },
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
