import { afterAll, beforeEach } from 'vitest';
import { createOpenAiClient, type OpenAiClientOptions } from '../../functions/platform/ai/openai-client';
import { type FakeHttpRequest, json, startFakeHttpServer } from '../local/sandbox/fake-http-server';
import { startedForThisFile } from './for-this-file';

/**
 * A local stand-in for the OpenAI API, answering `POST /v1/chat/completions` in the documented Chat Completions
 * shape, so tests run the real `openai` SDK end to end (via `baseURL`). Each test scripts the reply: text, or tool
 * calls the way a model asks for them (the handler sees each request's messages, tool results included).
 */
export interface FakeReply {
  /** HTTP status; errors answer OpenAI's `{error: {message, type, code}}` body. */
  status?: number;
  content?: string | null;
  /** Function calls the model makes this turn (Chat Completions `tool_calls`); arguments as an object or JSON text. */
  toolCalls?: { id?: string; name: string; arguments: string | Record<string, unknown> }[];
  finishReason?: 'stop' | 'length' | 'content_filter' | 'tool_calls';
  delayMs?: number;
}

export type RecordedRequest = FakeHttpRequest;

export interface FakeOpenAi {
  /** Pass as `baseURL` (ends in /v1, like the real one). */
  baseURL: string;
  requests: RecordedRequest[];
  reply(handler: (body: any) => FakeReply): void;
  stop(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let handler: (body: any) => FakeReply = () => ({ content: '{}' });
  const server = await startFakeHttpServer(async ({ method, path, body }) => {
    if (method !== 'POST' || path !== '/v1/chat/completions') {
      return json(404, { error: { message: 'Unknown path', type: 'invalid_request_error', code: null } });
    }
    const reply = handler(body);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const status = reply.status ?? 200;
    if (status !== 200) {
      return json(status, {
        error: {
          message: `Fake error ${status}`,
          type: status === 401 ? 'invalid_api_key' : 'server_error',
          code: null,
        },
      });
    }
    const n = server.requests.length;
    return json(
      200,
      {
        id: `chatcmpl-${n}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body?.model ?? 'gpt-4o-mini',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.content ?? null,
              refusal: null,
              ...(reply.toolCalls?.length
                ? {
                    tool_calls: reply.toolCalls.map((call, i) => ({
                      id: call.id ?? `call_${n}_${i}`,
                      type: 'function',
                      function: {
                        name: call.name,
                        arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
                      },
                    })),
                  }
                : {}),
            },
            logprobs: null,
            finish_reason: reply.finishReason ?? (reply.toolCalls?.length ? 'tool_calls' : 'stop'),
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      },
      { 'x-request-id': `req_${n}` },
    );
  });
  return {
    baseURL: `${server.origin}/v1`,
    requests: server.requests,
    reply: (h) => {
      handler = h;
    },
    stop: server.stop,
  };
}

/** The app's OpenAI client (the real SDK) pointed at `fake`, for a service test that is handed a client. */
export function openAiClientFor(fake: FakeOpenAi, options: Partial<OpenAiClientOptions> = {}) {
  return createOpenAiClient({
    apiKey: 'sk-test',
    baseURL: fake.baseURL,
    model: 'gpt-4o-mini',
    timeoutMs: 5000,
    ...options,
  });
}

/** The runtime's settings that point its OpenAI engine at `fake`. */
export function openAiEnv(fake: FakeOpenAi, timeoutMs = 3000): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'gpt-fake',
    OPENAI_TIMEOUT_MS: String(timeoutMs),
  };
}

/**
 * For a test file whose runtime uses OpenAI throughout: starts the fake and points the environment at it (call it
 * before the file starts its runtime), forgets the recorded requests before each test, and puts the environment back
 * after the file.
 */
export async function fakeOpenAiForThisFile(): Promise<FakeOpenAi> {
  const fake = await startedForThisFile(startFakeOpenAi());
  const env = openAiEnv(fake);
  Object.assign(process.env, env);
  afterAll(() => {
    for (const name of Object.keys(env)) delete process.env[name];
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  return fake;
}
