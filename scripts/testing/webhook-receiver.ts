import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a receiver got: the raw body (as signed) and the headers. */
export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
  path: string;
}

/** How the receiver answers the next requests: each call takes the first; when none are left, `fallback`. */
export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answers these, in order, to the next requests. */
  answerNext(...answers: ReceiverAnswer[]): void;
  stop(): Promise<void>;
}

/**
 * A local HTTP server standing in for a customer's webhook endpoint (on loopback, so only with the override on). Its
 * URL has a path of its own: a port freed by an earlier test's receiver may be handed to the next one, and a retry
 * still due to the old endpoint (signed with its secret) then reached the new receiver; such a request is answered
 * 410 and not recorded.
 */
export async function startWebhookReceiver(
  fallback: ReceiverAnswer = { status: 204 },
  onReceived?: (request: ReceivedWebhook) => void,
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queued: ReceiverAnswer[] = [];
  const path = `/hooks/${randomUUID()}`;
  const server = createServer((req, res) => {
    if (req.url !== path) {
      req.resume();
      res.writeHead(410).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { body: Buffer.concat(chunks).toString('utf8'), headers: req.headers, path: req.url ?? '/' };
      received.push(request);
      onReceived?.(request);
      const answer = queued.shift() ?? fallback;
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answerNext: (...answers) => void queued.push(...answers),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
