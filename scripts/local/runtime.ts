import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { config } from '../../functions/platform/config';
import { InternalServerError } from '../../functions/platform/errors';
import { logger } from '../../functions/platform/logger';
import { startRuntimeContext, stopRuntimeContext } from '../../functions/platform/runtime-context';
import { switchAuditWriter } from '../../functions/services/audit/audit-log';
import { createApiDispatcher, errorResult, writeResult } from './api-dispatcher';
import { type EmbeddedS3, type EmbeddedService, startEmbeddedDynamo, startEmbeddedS3 } from './embedded-services';
import { installLocalEventBus } from './event-bus';
import { installLocalExportQueue, installLocalForecastQueue } from './local-job-queues';
import { installLocalSyncQueue } from './local-sync-queue';
import { installLocalWebhookQueue } from './local-webhook-queue';
import { ensureTable } from './provision-table';
import { repoRoot } from './repo-root';
import { installS3Notifications } from './s3-notifications';
import { startProviderSandbox } from './sandbox/provider-sandbox';
import { startLocalScheduler } from './scheduler';
import { StartupError } from './startup-error';
import { createStaticSite } from './static-site';

export interface LocalRuntimeOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir: string;
  webDist?: string;
  /** Requests per client address per minute to the public sign-in routes (default `SIGN_IN_REQUESTS_PER_MINUTE`). */
  signInRequestsPerMinute?: number;
  /**
   * The clock that stamps each request's arrival (API Gateway's `requestContext.timeEpoch`, which time windows such
   * as an API key's rate limit count by); default the real time. Tests move it instead of waiting for a minute.
   */
  arrivals?: () => Date;
  /** The embedded database stopped on its own while the app runs (default: logged). `npm start` exits. */
  onEngineCrash?: (error: Error) => void;
  /** Serve the provider sandbox ('Use sandbox' in the connect dialog). On unless `INTEGRATION_SANDBOX=off`. */
  providerSandbox?: boolean;
  /** Write audit entries. On unless `BIZPILOT_AUDIT_WRITER=off`: off only for the bench's baseline (never in AWS). */
  auditWriter?: boolean;
  /** Wake parked automation runs every this many seconds instead of every minute (tests that restart the runtime). */
  dueRunsEverySeconds?: number;
}

export interface LocalRuntime {
  url: string;
  port: number;
  /** Where the provider sandbox answers ('Use sandbox'), or null when it is off. */
  sandboxUrl: string | null;
  /**
   * Resolves when the sync queue, and then the forecast and export queues, have nothing waiting, running or due for a
   * retry: what a test waits on after a sync (with the forecast it asks for) or an export starts.
   */
  syncsIdle(): Promise<void>;
  /**
   * Resolves when the event bus has no delivery waiting or running (retries included): every automation run and
   * webhook fan-out of the events published so far is done. What a bench or test wakes on instead of polling.
   */
  eventsIdle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole app in one process: embedded DynamoDB and S3 (unless endpoints are configured), the table, the
 * API (route table → handler modules) and the built SPA. Settings reach the handlers through the environment,
 * exactly as Lambda's do.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const dataDir = resolve(options.dataDir);
  process.env.AUTH_MODE ??= 'local';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Every handler, logout's included, runs in this process, so a session read a moment ago can be trusted for a
  // few seconds (logout forgets it at once); in AWS each function reads it on every request.
  process.env.SESSION_CACHE_SECONDS ??= '5';
  // Likewise every webhook endpoint and plan change, so the fan-out may keep what it read for a few seconds.
  process.env.WEBHOOK_TARGETS_CACHE_SECONDS ??= '5';
  startRuntimeContext();
  const { TABLE_NAME, FILES_BUCKET, AWS_REGION } = config();

  // Settings this runtime points at its own engines; cleared on stop so a later runtime in the same process
  // (tests, the benchmark) starts its own instead of reaching for stopped ones.
  const ownEnv: string[] = [];
  const setOwnEnv = (name: string, value: string) => {
    process.env[name] = value;
    ownEnv.push(name);
  };
  const services: EmbeddedService[] = [];
  let embeddedS3: EmbeddedS3 | undefined;
  /** A part of the runtime inside this process, stopped with the rest (in reverse order of starting). */
  const inProcess = <Part extends { stop(): Promise<void> }>(part: Part): Part => {
    services.push({ endpoint: 'in-process', stop: () => part.stop() });
    return part;
  };
  const stopServices = async () => {
    stopRuntimeContext();
    for (const service of services.reverse()) await service.stop();
    for (const name of ownEnv) delete process.env[name];
    // Whatever the engines' last deliveries made while stopping pointed at them: forget it too.
    stopRuntimeContext();
  };
  try {
    if (!process.env.DYNAMODB_ENDPOINT) {
      const dynamo = await startEmbeddedDynamo(dataDir, options.onEngineCrash);
      services.push(dynamo);
      setOwnEnv('DYNAMODB_ENDPOINT', dynamo.endpoint);
    }
    if (!process.env.S3_ENDPOINT) {
      embeddedS3 = await startEmbeddedS3(dataDir, FILES_BUCKET);
      services.push(embeddedS3);
      setOwnEnv('S3_ENDPOINT', embeddedS3.endpoint);
    }
    // Stored credentials are sealed under a key file beside the data, standing in for the stack's KMS key.
    if (!process.env.CREDENTIALS_KEY_ARN && !process.env.CREDENTIALS_KEY_FILE) {
      setOwnEnv('CREDENTIALS_KEY_FILE', join(dataDir, 'credentials.key'));
    }
    // The handlers' context now sees this runtime's engines.
    startRuntimeContext();
    await ensureTable(process.env.DYNAMODB_ENDPOINT!, TABLE_NAME, AWS_REGION);
  } catch (error) {
    await stopServices();
    throw error;
  }

  // Business events go to the automation runner (trigger types) and the webhook fan-out, as the EventBridge rules do in AWS.
  const eventBus = inProcess(installLocalEventBus());
  // The work the jobs hand on, each to its own consumer as in AWS: stopped after the statement import and the sync
  // queue that feed them, before the bus their consumers publish on.
  const forecastQueue = inProcess(installLocalForecastQueue());
  const exportQueue = inProcess(installLocalExportQueue());
  // Stored statements start their import, as the bucket's notification does in AWS (an external S3 sends none).
  if (embeddedS3) inProcess(installS3Notifications(embeddedS3));
  let sandboxUrl: string | null = null;
  try {
    if (options.providerSandbox ?? process.env.INTEGRATION_SANDBOX !== 'off') {
      const sandbox = await startProviderSandbox({ dataDir, host: '127.0.0.1' });
      sandboxUrl = sandbox.origin;
      services.push({ endpoint: sandbox.origin, stop: () => sandbox.stop() });
      setOwnEnv('INTEGRATION_SANDBOX_URL', sandbox.origin);
      // Connections may point at loopback (in any of its forms) only for the sandbox, and only through this setting;
      // without the sandbox, or in AWS, only at public https addresses. A value the operator set wins.
      if (!process.env.INTEGRATION_URL_POLICY) setOwnEnv('INTEGRATION_URL_POLICY', 'local');
    }
  } catch (error) {
    await stopServices();
    throw error;
  }
  // The hourly sync's queue and worker, as SQS and its Lambda consumer are in AWS. Stopped first (services stop in
  // reverse), so a sync under way still reaches the sandbox and the event bus.
  const syncQueue = inProcess(installLocalSyncQueue());
  // Webhook delivery attempts, delayed by the retry schedule, as the webhook SQS queue and its consumer are in AWS.
  inProcess(installLocalWebhookQueue());
  startRuntimeContext();

  switchAuditWriter(options.auditWriter ?? process.env.BIZPILOT_AUDIT_WRITER !== 'off');
  const dispatchApi = createApiDispatcher({
    signInRequestsPerMinute: options.signInRequestsPerMinute,
    arrivals: options.arrivals,
  });
  // The page may post presigned uploads to the files bucket's origin (its CSP says so).
  const serveSite = createStaticSite(resolve(options.webDist ?? join(repoRoot, 'web/dist')), {
    uploadOrigin: process.env.S3_ENDPOINT ? new URL(process.env.S3_ENDPOINT).origin : undefined,
  });

  let inFlight = 0;
  let drained: (() => void) | undefined;
  const server = createServer(async (req, res) => {
    inFlight += 1;
    try {
      if (req.url === '/api' || req.url?.startsWith('/api/')) await dispatchApi(req, res);
      else await serveSite(req, res);
    } catch (error) {
      logger.error('Local runtime failed to serve a request', { url: req.url, error: error as Error });
      if (res.headersSent) res.end();
      else writeResult(res, errorResult(new InternalServerError()));
    } finally {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    }
  });

  // An idle kept-alive connection is closed by the client before the server closes it, as with API Gateway's 60 s:
  // with Node's 5 s the client, its timers late on a busy machine, sent the next request on a connection the server
  // had just closed (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const scheduler = startLocalScheduler({ dueRunsEverySeconds: options.dueRunsEverySeconds });
  let port: number;
  try {
    port = await listen(server, options.port ?? 3000, options.host ?? '127.0.0.1');
  } catch (error) {
    scheduler.stop();
    await stopServices();
    throw error;
  }
  // "localhost" rather than 127.0.0.1: browsers treat it as a secure context, so `__Host-` cookies work over http.
  const url = `http://localhost:${port}`;
  if (!process.env.APP_ORIGIN) {
    setOwnEnv('APP_ORIGIN', url);
    startRuntimeContext();
  }
  await embeddedS3?.allowUploadsFrom(process.env.APP_ORIGIN!);

  return {
    url,
    port,
    sandboxUrl,
    // A sync hands its forecast on: idle once both queues are (an export is background work of the same kind).
    syncsIdle: async () => {
      await syncQueue.idle();
      await Promise.all([forecastQueue.idle(), exportQueue.idle()]);
    },
    eventsIdle: () => eventBus.idle(),
    // Stops taking requests, lets the ones in progress finish (up to 5 s), then closes the engines so that
    // LevelDB is flushed with nothing half-written.
    stop: async () => {
      scheduler.stop();
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((done) => (drained = done)),
          new Promise<void>((done) => setTimeout(done, 5_000).unref()),
        ]);
      }
      server.closeAllConnections();
      await closed;
      await stopServices();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new StartupError(`Port ${port} on ${host} is in use: stop what uses it, or set PORT to another port.`));
      } else if (error.code === 'EACCES') {
        reject(new StartupError(`Port ${port} on ${host} needs privileges: set PORT to a port above 1023.`));
      } else reject(error);
    });
    // A backlog of 2,048 connections (Node's default is 511): a thousand clients connecting at once while the loop is
    // busy overflowed the default queue, and the kernel reset the connections it dropped (the automations bench).
    server.listen(port, host, 2048, () => resolveListen((server.address() as AddressInfo).port));
  });
}
