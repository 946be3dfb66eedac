import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRuntimeContext, stopRuntimeContext } from '../../functions/platform/runtime-context';
import type { ApiClient } from '../testing/api-client';
import { signUpUser } from '../testing/test-runtime';

export interface RuntimeProcess {
  url: string;
  pid: number;
  /** The runtime's embedded DynamoDB, to seed through the data layer (`useRuntimeDatabase`). */
  dynamoEndpoint: string;
  /** Resident memory now (after a full garbage collection), and the peak so far, in MB. */
  rssMb(): Promise<{ now: number; peak: number }>;
  /** Writes the main thread's heap (after a full garbage collection) to `path`, answering where it was written. */
  heapSnapshot(path: string): Promise<string>;
  /** A new account, signed in. */
  signUp(label: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

/**
 * The local runtime in its own process (scripts/bench/api-server.ts), so its memory is read without the load tool's.
 * `nodeOptions` are added to its Node flags (the profiler passes `--cpu-prof`).
 */
export async function startRuntimeProcess(nodeOptions: readonly string[] = []): Promise<RuntimeProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-bench-'));
  const server: ChildProcess = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--expose-gc', ...nodeOptions],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'WARN',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: 'inherit',
  });
  const { url, dynamoEndpoint } = await new Promise<{ url: string; dynamoEndpoint: string }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { url: string; dynamoEndpoint: string }));
    server.once('exit', (code) => reject(new Error(`runtime exited with ${code}`)));
  });
  return {
    url,
    dynamoEndpoint,
    pid: server.pid!,
    async rssMb() {
      await new Promise<void>((resolve) => {
        const done = (message: unknown) => {
          if (message !== 'gc-done') return;
          server.off('message', done);
          resolve();
        };
        server.on('message', done);
        server.send('gc');
      });
      const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
      const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
      return { now: mb('VmRSS'), peak: mb('VmHWM') };
    },
    heapSnapshot: (path) =>
      new Promise<string>((resolve) => {
        const done = (message: unknown) => {
          if (typeof message !== 'object' || !message || !('heapSnapshotWritten' in message)) return;
          server.off('message', done);
          resolve(String(message.heapSnapshotWritten));
        };
        server.on('message', done);
        server.send({ heapSnapshot: path });
      }),
    async signUp(label) {
      const { client } = await signUpUser(
        { url },
        {
          email: `${label}-${Date.now()}@example.com`,
          firstName: 'Bench',
          lastName: label,
        },
      );
      return client;
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` against a runtime in its own process, and stops it afterwards. */
export async function withRuntimeProcess<T>(fn: (runtime: RuntimeProcess) => Promise<T>): Promise<T> {
  const runtime = await startRuntimeProcess();
  try {
    return await fn(runtime);
  } finally {
    await runtime.stop();
  }
}

/**
 * Runs `fn` with this process's data layer pointed at the runtime's database (to seed a workspace past what the API
 * allows quickly), then points it back, so a later bench's own runtime starts its own engines.
 */
export async function withRuntimeDatabase<T>(runtime: RuntimeProcess, fn: () => Promise<T>): Promise<T> {
  const before = process.env.DYNAMODB_ENDPOINT;
  process.env.DYNAMODB_ENDPOINT = runtime.dynamoEndpoint;
  startRuntimeContext();
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.DYNAMODB_ENDPOINT;
    else process.env.DYNAMODB_ENDPOINT = before;
    stopRuntimeContext();
  }
}

export interface BareFloor {
  url: string;
  /** From now on every request is answered with `body`. */
  answerWith(body: string): Promise<void>;
  stop(): Promise<void>;
}

/** The bare Node HTTP server of scripts/bench/bare-floor-server.ts, in its own process like the runtime. */
export async function startBareFloor(): Promise<BareFloor> {
  const server: ChildProcess = fork(fileURLToPath(new URL('./bare-floor-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { url: string }));
    server.once('exit', (code) => reject(new Error(`bare floor exited with ${code}`)));
  });
  return {
    url,
    answerWith: (body) =>
      new Promise<void>((resolve) => {
        server.once('message', () => resolve());
        server.send({ body });
      }),
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
