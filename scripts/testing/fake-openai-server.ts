import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

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

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface FakeOpenAi {
  /** Pass as `baseURL` (ends in /v1, like the real one). */
  baseURL: string;
  requests: RecordedRequest[];
  reply(handler: (body: any) => FakeReply): void;
  stop(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let handler: (body: any) => FakeReply = () => ({ content: '{}' });
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    requests.push({ path: req.url ?? '', headers: req.headers, body });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error', code: null } }));
      return;
    }
    const reply = handler(body);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const status = reply.status ?? 200;
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: {
            message: `Fake error ${status}`,
            type: status === 401 ? 'invalid_api_key' : 'server_error',
            code: null,
          },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${requests.length}` }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
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
                      id: call.id ?? `call_${requests.length}_${i}`,
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
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (h) => {
      handler = h;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
