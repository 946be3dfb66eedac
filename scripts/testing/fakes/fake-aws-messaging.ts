import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  service: 'sesv2' | 'sns' | 'events';
  operation: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAwsMessaging {
  url: string;
  calls: RecordedCall[];
  /** The next answers are failures with this status and error code (e.g. 503 ServiceUnavailable), once each. */
  failNext(count: number, status: number, code: string): void;
  /** PutEvents answers with this many failed entries next time. */
  failEntriesNext(count: number): void;
  stop(): Promise<void>;
}

/**
 * Answers as the AWS documentation describes the three calls the automation engine makes: SESv2 `SendEmail`
 * (REST-JSON, `POST /v2/email/outbound-emails`), SNS `Publish` (query protocol, XML answer; or JSON 1.0) and
 * EventBridge `PutEvents` (JSON 1.1, `X-Amz-Target: AWSEvents.PutEvents`). The real SDK clients point at it with
 * `endpoint`, so their serialisation, signing and parsing are exercised; nothing leaves the machine.
 */
export async function startFakeAwsMessaging(): Promise<FakeAwsMessaging> {
  const calls: RecordedCall[] = [];
  let failures: { status: number; code: string }[] = [];
  let failedEntries = 0;
  let ids = 0;

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const target = String(req.headers['x-amz-target'] ?? '');
    const path = req.url ?? '/';
    const id = `fake-${++ids}`;

    if (path.startsWith('/v2/email/outbound-emails')) {
      calls.push({ service: 'sesv2', operation: 'SendEmail', path, headers: req.headers, body });
      const failure = failures.shift();
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/json', 'x-amzn-errortype': failure.code });
        return res.end(JSON.stringify({ message: `${failure.code} from the fake` }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ MessageId: id }));
    }

    if (target === 'AWSEvents.PutEvents') {
      calls.push({ service: 'events', operation: 'PutEvents', path, headers: req.headers, body });
      const entries = (JSON.parse(body) as { Entries: unknown[] }).Entries;
      const failing = failedEntries;
      failedEntries = 0;
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      return res.end(
        JSON.stringify({
          FailedEntryCount: Math.min(failing, entries.length),
          Entries: entries.map((_, i) =>
            i < failing ? { ErrorCode: 'InternalFailure', ErrorMessage: 'Try again' } : { EventId: `${id}-${i}` },
          ),
        }),
      );
    }

    if (target === 'AmazonSimpleNotificationService.Publish') {
      calls.push({ service: 'sns', operation: 'Publish', path, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      return res.end(JSON.stringify({ MessageId: id }));
    }

    const form = new URLSearchParams(body);
    if (form.get('Action') === 'Publish') {
      calls.push({ service: 'sns', operation: 'Publish', path, headers: req.headers, body });
      const failure = failures.shift();
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'text/xml' });
        return res.end(
          `<ErrorResponse><Error><Type>Receiver</Type><Code>${failure.code}</Code><Message>from the fake</Message></Error><RequestId>r</RequestId></ErrorResponse>`,
        );
      }
      res.writeHead(200, { 'content-type': 'text/xml' });
      return res.end(
        `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${id}</MessageId></PublishResult><ResponseMetadata><RequestId>r-${id}</RequestId></ResponseMetadata></PublishResponse>`,
      );
    }

    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `The fake does not know ${req.method} ${path} ${target}` }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext: (count, status, code) => {
      failures = Array.from({ length: count }, () => ({ status, code }));
    },
    failEntriesNext: (count) => {
      failedEntries = count;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
